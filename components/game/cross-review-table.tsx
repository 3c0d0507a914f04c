import { formatJstDate } from '@/foundation/format/date';
import { awardLabel } from '@/foundation/format/game';
import type { CrossReviewView } from '@/lib/page-data/game/game-reviews';
import styles from './cross-review-table.module.scss';

interface CrossReviewTableProps {
  review: CrossReviewView;
  /** Unique id of the set's h3, for aria-labelledby. */
  headingId: string;
}

/** One cross review set: platform, total (sum of the scores) with its award, and each reviewer's score and comment. */
export function CrossReviewTable({ review, headingId }: CrossReviewTableProps) {
  const award = awardLabel(review.award);
  return (
    <section className={styles.set} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {review.platform.nameJa}版
      </h3>
      <p className={styles.date}>
        掲載日：<time dateTime={review.publishedAt}>{formatJstDate(review.publishedAt)}</time>
      </p>
      <div className={styles.summary}>
        <p className={styles.total}>
          合計<strong>{review.totalScore}</strong>点<span className={styles.max}>／{review.maxScore}点満点</span>
        </p>
        {award && (
          <p className={styles.award} data-award={review.award}>
            {award}
          </p>
        )}
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{review.platform.nameJa}版のレビュアー別の点数とコメント</caption>
          <thead>
            <tr>
              <th scope="col">レビュアー</th>
              <th scope="col">点数</th>
              <th scope="col">コメント</th>
            </tr>
          </thead>
          <tbody>
            {review.reviews.map((entry) => (
              <tr key={entry.reviewerName}>
                <th scope="row">{entry.reviewerName}</th>
                <td className={styles.score}>{entry.score}点</td>
                <td>{entry.comment}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
