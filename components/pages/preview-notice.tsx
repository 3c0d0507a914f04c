import { formatJstDateTime } from '@/foundation/format/date';
import type { PreviewInfo } from '@/lib/page-data/preview';
import { absoluteUrl } from '@/foundation/site/site-url';
import styles from './preview-frame.module.scss';

interface PreviewNoticeProps {
  preview: PreviewInfo;
  /** When the article is (to be) published, from the content API. */
  publishedAt: string;
}

/**
 * The editors' bar above a preview (what, which version, when it goes live, until when the link
 * works), above the page exactly as readers will see it: a static island (article-page-islands.tsx).
 */
export function PreviewNotice({ preview, publishedAt }: PreviewNoticeProps) {
  return (
    <aside className={styles.notice} aria-label="プレビュー">
      <div className={styles.inner}>
        <p className={styles.lead}>
          <span className={styles.label}>プレビュー</span>
          編集部向けの確認用ページです。読者には表示されません。このリンクは共有しないでください。
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>公開日時</dt>
            <dd>
              <time dateTime={publishedAt}>{formatJstDateTime(publishedAt)}</time>
              {preview.isScheduled && ' 公開予定（未公開）'}
            </dd>
          </div>
          <div>
            <dt>版</dt>
            <dd>{preview.version ? `第${preview.version}版` : '最新版'}</dd>
          </div>
          <div>
            <dt>公開後のURL</dt>
            <dd className={styles.url}>{absoluteUrl(preview.publicPath)}</dd>
          </div>
          {preview.redirectUrl && (
            <div>
              <dt>転送先</dt>
              <dd className={styles.url}>公開ページを開いた読者は {preview.redirectUrl} へ転送されます</dd>
            </div>
          )}
          <div>
            <dt>リンクの有効期限</dt>
            <dd>
              <time dateTime={preview.expiresAt}>{formatJstDateTime(preview.expiresAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
    </aside>
  );
}
