import { hashSeed, hashString, Random } from '../data/prng';
import { paletteFor, type Mood, type Palette } from './palette';
import type { SceneKind } from './scenes';

/** What a game's art is drawn from: only what the image handler can look up by id. */
export interface GameArtSubject {
  gameId: string;
  name: string;
  maker: string;
  genre: string;
}

/** A game's fixed look: the same scene kind, mood and hue on every image of the game. */
export interface GameLook {
  scene: SceneKind;
  mood: Mood;
  hue: number;
  titlePlacement: 'bottom' | 'center' | 'top';
}

const GENRE_STYLES: Readonly<Record<string, { scenes: readonly SceneKind[]; moods: readonly Mood[] }>> = {
  アクション: { scenes: ['skyline', 'burst', 'mountains'], moods: ['dusk', 'neon', 'day'] },
  RPG: { scenes: ['mountains', 'waves', 'castle'], moods: ['day', 'dusk', 'night'] },
  アクションRPG: { scenes: ['mountains', 'castle', 'space'], moods: ['dusk', 'night'] },
  シミュレーションRPG: { scenes: ['castle', 'burst'], moods: ['day', 'dusk'] },
  アドベンチャー: { scenes: ['waves', 'mountains'], moods: ['day', 'dusk', 'pastel'] },
  シューティング: { scenes: ['space', 'grid'], moods: ['neon', 'night'] },
  FPS: { scenes: ['skyline', 'space'], moods: ['night', 'dread', 'neon'] },
  レース: { scenes: ['grid', 'waves'], moods: ['neon', 'dusk'] },
  スポーツ: { scenes: ['burst', 'waves'], moods: ['day', 'pastel'] },
  パズル: { scenes: ['shards', 'burst'], moods: ['pastel', 'day'] },
  格闘: { scenes: ['burst', 'shards'], moods: ['dusk', 'neon'] },
  リズム: { scenes: ['grid', 'shards'], moods: ['neon', 'pastel'] },
  ホラー: { scenes: ['skyline', 'castle'], moods: ['dread'] },
  ストラテジー: { scenes: ['castle', 'space'], moods: ['night', 'dusk'] },
  サンドボックス: { scenes: ['mountains', 'waves'], moods: ['day', 'pastel'] },
  ローグライク: { scenes: ['shards', 'space'], moods: ['night', 'neon'] },
  パーティー: { scenes: ['burst', 'shards'], moods: ['pastel', 'day'] },
  育成シミュレーション: { scenes: ['waves', 'shards'], moods: ['pastel', 'day'] },
  メトロイドヴァニア: { scenes: ['space', 'castle'], moods: ['night', 'dread'] },
  ノベルゲーム: { scenes: ['waves', 'shards'], moods: ['dusk', 'night', 'pastel'] },
};
const DEFAULT_STYLE = { scenes: ['mountains', 'burst', 'waves'] as const, moods: ['day', 'dusk'] as const };

function seedOf(id: string): number {
  return /^\d+$/.test(id) ? hashSeed(Number(id), 0x9a3e) : hashString(id);
}

export function gameLook(subject: GameArtSubject): GameLook {
  const rng = new Random(seedOf(subject.gameId));
  const style = GENRE_STYLES[subject.genre] ?? DEFAULT_STYLE;
  return {
    scene: rng.pick(style.scenes),
    mood: rng.pick(style.moods),
    hue: rng.int(0, 359),
    titlePlacement: rng.pick(['bottom', 'bottom', 'center', 'top'] as const),
  };
}

/** A generator for one picture of the game: same look, shapes moved by `variant`. */
export function gameRandom(subject: GameArtSubject, variant: number): Random {
  return new Random(hashSeed(seedOf(subject.gameId), variant));
}

export function gamePalette(subject: GameArtSubject, look: GameLook): Palette {
  return paletteFor(new Random(seedOf(subject.gameId) ^ 0x5f3759df), look.hue, look.mood);
}

/** `Name：Subtitle` → main title and subtitle. */
export function splitGameName(name: string): { main: string; sub: string | null } {
  const at = name.indexOf('：');
  return at > 0 ? { main: name.slice(0, at), sub: name.slice(at + 1) } : { main: name, sub: null };
}
