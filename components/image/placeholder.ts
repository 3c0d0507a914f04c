/** Shown when an image fails to load (spec §8); served by the site itself, not the image CDN. */
export const PLACEHOLDER_IMAGE = '/images/no-image.svg';
