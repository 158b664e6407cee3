/** Images with more pixels are refused from their header, before decoding would cost hundreds of megabytes. */
export const MAX_IMAGE_MEGAPIXELS = 40;
