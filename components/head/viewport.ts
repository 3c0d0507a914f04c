/** Spec §2: a fixed viewport (no user zoom) that covers the notch area; not used on AMP pages. */
export const VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';
