import { candidateWidths, fallbackWidth, IMAGE_WIDTHS, slotWidths } from '@/foundation/site/image-widths';

describe('image widths (spec §9)', () => {
  it('are the spec widths, smallest first', () => {
    expect(IMAGE_WIDTHS).toEqual([200, 240, 320, 360, 480, 640, 960, 1280]);
  });

  it.each([
    ['160px', [160]],
    ['(min-width: 768px) 128px, 112px', [128, 112]],
    ['(min-width: 1080px) 540px, (min-width: 768px) 60vw, 100vw', null],
    ['calc(100vw - 32px)', null],
  ])('slots of sizes="%s": %j', (sizes, expected) => {
    expect(slotWidths(sizes)).toEqual(expected);
  });

  it.each([
    // A slot relative to the screen can need any width: all of them (a 390 px phone at 3x takes 1280).
    ['(min-width: 768px) 860px, 100vw', [...IMAGE_WIDTHS]],
    // A fixed slot needs up to 3x its width: 112 px on a 3x phone takes 360, 128 px on PC at 3x 480.
    ['(min-width: 768px) 128px, 112px', [200, 240, 320, 360, 480]],
    ['48px', [200]],
    ['300px', [320, 360, 480, 640, 960]],
    ['860px', [960, 1280]],
    ['2000px', [1280]],
  ])('sizes="%s" offers %j', (sizes, expected) => {
    expect(candidateWidths(sizes)).toEqual(expected);
  });

  it.each([
    [1280, IMAGE_WIDTHS, 1280],
    [320, IMAGE_WIDTHS, 320],
    [128, IMAGE_WIDTHS, 200],
    [64, [200], 200],
    [1280, [960, 1280], 1280],
    [1600, IMAGE_WIDTHS, 1280],
  ] as const)('src of an image laid out %s wide among %j: %s', (layoutWidth, candidates, expected) => {
    expect(fallbackWidth(layoutWidth, candidates)).toBe(expected);
  });
});
