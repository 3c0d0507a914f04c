import { followedGames } from '@/lib/client/reader/followed-games-store';
import { FollowedGamesPanel } from './followed-games-panel';
import { ReadingHistoryPanel } from './reading-history-panel';
import styles from './mypage-panels.module.scss';

/** マイページ's content, from the reader's browser (a chunk of its own: mypage-page.tsx). */
export function MyPagePanels() {
  return (
    <>
      {!followedGames.available() && (
        <p className={styles.warning} role="note">
          このブラウザではデータを保存できないため、フォローと閲覧履歴は使えません（プライベートブラウズや、Cookie・サイトデータをブロックする設定では保存できません）。
        </p>
      )}
      <FollowedGamesPanel />
      <ReadingHistoryPanel />
    </>
  );
}
