import type { ImageUrls } from './images';
import type { Random } from './prng';
import { AUTHOR_ROLES, FAMILY_NAMES, FAVORITE_THINGS, GIVEN_NAMES } from './text';
import type { AuthorRecord } from './types';

export const AUTHOR_COUNT = 64;
/** The editorial desk signs news without a named writer. */
export const EDITORIAL_DESK_ID = '100';

function toRecord(author: Omit<AuthorRecord, 'byline'>): AuthorRecord {
  return { ...author, byline: { id: author.id, name: author.name, iconUrl: author.iconUrl } };
}

export function buildAuthors(rng: Random, images: ImageUrls): AuthorRecord[] {
  const authors: AuthorRecord[] = [
    toRecord({
      id: EDITORIAL_DESK_ID,
      name: 'プレイノート編集部',
      nameKana: 'ぷれいのーとへんしゅうぶ',
      role: '編集部',
      profile: 'ゲームの最新ニュースから攻略、インタビューまで毎日お届けするプレイノート編集部。',
      iconUrl: images.art(`authors/${EDITORIAL_DESK_ID}/avatar`, 200, 200),
    }),
  ];
  const used = new Set<string>();
  while (authors.length < AUTHOR_COUNT + 1) {
    const family = rng.pick(FAMILY_NAMES);
    const given = rng.pick(GIVEN_NAMES);
    const name = `${family[0]} ${given[0]}`;
    if (used.has(name)) continue;
    used.add(name);
    const id = String(101 + authors.length);
    const role = authors.length === 1 ? '編集長' : authors.length === 2 ? '副編集長' : rng.pick(AUTHOR_ROLES);
    const born = rng.int(1970, 2001);
    authors.push(
      toRecord({
        id,
        name,
        nameKana: `${family[1]} ${given[1]}`,
        role,
        profile: `${born}年生まれ。${rng.pick(FAVORITE_THINGS)}をこよなく愛する${role}。${rng.int(2005, 2024)}年よりプレイノートで執筆中。`,
        iconUrl: rng.chance(0.9) ? images.art(`authors/${id}/avatar`, 200, 200) : null,
      }),
    );
  }
  return authors;
}
