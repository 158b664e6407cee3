/** The largest image accepted for upload (docs/requirements/rules-and-limits.md#upload-limits), told to the administrator before uploading. */
export const MAX_PHOTO_MEGABYTES = 25;
/** Images with more pixels are refused from their header, before decoding would cost hundreds of megabytes. */
export const MAX_IMAGE_MEGAPIXELS = 40;
