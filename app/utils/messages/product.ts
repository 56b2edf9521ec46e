export const PRODUCT_NAME = "Inkwell";
