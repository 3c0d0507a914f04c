import { render, screen } from '@testing-library/react';
import type { GameImage } from '@/api-clients/schemas/game';
import { GameImageGrid } from '@/components/game/game-image-grid';
import { THUMBNAIL } from '@/components/image/content-image';
import { ThumbnailTile, ThumbnailTiles } from '@/components/special/thumbnail-tiles';

const image = (imageId: number): GameImage => ({
  imageId: String(imageId),
  url: `https://img.example/games/1/shot-${imageId}_1280x720.jpg`,
  caption: null,
  width: 1280,
  height: 720,
  articleId: '123',
  publicationDate: '202601',
});

const boxes = () => screen.getAllByRole('img').map((img) => [img.getAttribute('width'), img.getAttribute('height')]);

describe('thumbnail sizes (spec §9)', () => {
  it.each([
    ['large', 1280, 720],
    ['middle', 480, 270],
    ['small', 320, 180],
  ] as const)('spec §9: the %s thumbnail is %d×%d', (size, width, height) => {
    expect(THUMBNAIL[size]).toEqual({ width, height });
  });

  it('spec §9: a game gallery of a few images shows middle thumbnails, 480×270', () => {
    render(<GameImageGrid images={[image(1), image(2)]} gameName="ゼノナイツ" />);
    expect(boxes()).toEqual([['480', '270'], ['480', '270']]);
  });

  it('spec §9: a full game gallery and the rail show small thumbnails, 320×180', () => {
    const { unmount } = render(<GameImageGrid images={[1, 2, 3, 4].map(image)} gameName="ゼノナイツ" />);
    expect(boxes()).toEqual(Array(4).fill(['320', '180']));
    unmount();
    render(<GameImageGrid images={[image(1)]} gameName="ゼノナイツ" variant="rail" />);
    expect(boxes()).toEqual([['320', '180']]);
  });

  it('spec §9: a collection tile shows a middle thumbnail, 480×270', () => {
    const { container } = render(
      <ThumbnailTiles>
        <ThumbnailTile href="/special/summer/" imageUrl="https://img.example/special/summer_1280x720.jpg" title="夏のセール特集" />
      </ThumbnailTiles>,
    );
    const img = container.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['480', '270']);
  });
});
