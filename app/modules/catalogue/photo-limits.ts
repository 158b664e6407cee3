/** The largest product photo accepted, shown to the administrator before uploading. */
export const MAX_PHOTO_MEGABYTES = 25;
