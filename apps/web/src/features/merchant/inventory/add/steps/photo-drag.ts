/** The drag data type of a photo moved between products or within one product's order. */
export const PHOTO_DRAG_TYPE = 'application/x-sauda-photo';
