import { Fragment, type ReactNode } from 'react';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { THUMBNAIL } from '@/components/image/content-image';
import { AMP_CLASS } from '@/lib/amp/amp-css';
import { paths } from '@/foundation/paths';
import { blockText, headingAnchorId } from '@/foundation/format/article-body';
import { AmpImage } from './amp-image';
import { ampAnchorId, ampHref, siteUrl } from './amp-links';

interface BodyContext {
  publicationDate: string;
  articleId: string;
  page: number;
}

/**
 * The AMP twin of components/article/article-body.tsx: the same block types and the same text; only
 * the leaves differ (amp-img, amp-youtube, absolute links). API text is always rendered as React
 * text (escaped), never as HTML; every API link passes safeHref (ampHref).
 */
function renderInline(content: ContentBlock['content'], keyPrefix: string): ReactNode {
  if (typeof content === 'string') return content;
  return content.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    switch (node.type) {
      case 'B':
        return <strong key={key}>{renderInline(node.content, key)}</strong>;
      case 'BR':
        return <br key={key} />;
      case 'LINK':
      case 'LINK_B_TAB': {
        const href = ampHref(node.url);
        if (!href) return <span key={key}>{renderInline(node.content, key)}</span>;
        const newTab = node.type === 'LINK_B_TAB';
        return (
          <a key={key} href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
            {renderInline(node.content, key)}
          </a>
        );
      }
      case 'NOLINK':
        // A game name: links to a game search for it.
        return (
          <a key={key} href={siteUrl(paths.search(blockText(node)))} className={AMP_CLASS.gameName}>
            {renderInline(node.content, key)}
          </a>
        );
      case 'UNKNOWN':
        return null;
      default:
        return <span key={key}>{renderInline(node.content, key)}</span>;
    }
  });
}

function renderChildren(blocks: ContentBlock['content'], context: BodyContext, keyPrefix: string): ReactNode {
  if (typeof blocks === 'string') return blocks;
  return blocks.map((block, index) => renderBlock(block, index, context, `${keyPrefix}-${index}`));
}

const YOUTUBE_ID = /^[\w-]{11}$/;

function renderBlock(block: ContentBlock, index: number, context: BodyContext, key: string): ReactNode {
  switch (block.type) {
    case 'STRING':
      return <p key={key}>{renderInline(block.content, key)}</p>;
    case 'HEAD':
      return (
        <h2 key={key} id={ampAnchorId(headingAnchorId(block, index, context.page))} className={AMP_CLASS.head}>
          {blockText(block)}
        </h2>
      );
    case 'SUBHEAD':
      return <h3 key={key}>{blockText(block)}</h3>;
    case 'ANNOTATION':
      return (
        <aside key={key} className={AMP_CLASS.note}>
          {renderInline(block.content, key)}
        </aside>
      );
    case 'ITEMIZATION':
      return (
        <ul key={key} className={AMP_CLASS.list}>
          {renderChildren(block.content, context, key)}
        </ul>
      );
    case 'LIST_ITEM':
      return <li key={key}>{renderInline(block.content, key)}</li>;
    case 'BUTTON_EC': {
      const href = ampHref(block.url);
      return href ? (
        <p key={key} className={AMP_CLASS.shop}>
          <a href={href} target="_blank" rel="sponsored noopener">
            {blockText(block)}
          </a>
        </p>
      ) : null;
    }
    case 'NEWS': {
      const href = ampHref(block.url);
      return href ? (
        <aside key={key} className={AMP_CLASS.news}>
          <span className={AMP_CLASS.newsLabel}>関連記事</span>
          <a href={href}>{blockText(block)}</a>
        </aside>
      ) : null;
    }
    case 'IMAGE': {
      const src = ampHref(block.url);
      if (!src) return null;
      const caption = blockText(block);
      const image = (
        <AmpImage
          src={src}
          alt={caption || '記事画像'}
          width={block.width ?? THUMBNAIL.large.width}
          height={block.height ?? THUMBNAIL.large.height}
        />
      );
      return (
        <figure key={key} className={AMP_CLASS.figure}>
          {block.id && /^\d+$/.test(block.id) ? (
            <a href={siteUrl(paths.articleImage(context.publicationDate, context.articleId, block.id))} aria-label={`${caption || '画像'}を拡大`}>
              {image}
            </a>
          ) : (
            image
          )}
          {caption && <figcaption>{caption}</figcaption>}
        </figure>
      );
    }
    case 'YOUTUBE': {
      const videoId = block.url ?? '';
      if (!YOUTUBE_ID.test(videoId)) return null;
      return (
        <div key={key} className={AMP_CLASS.video}>
          <amp-youtube
            data-videoid={videoId}
            layout="responsive"
            width={THUMBNAIL.middle.width}
            height={THUMBNAIL.middle.height}
            title={blockText(block) || '動画'}
          />
        </div>
      );
    }
    case 'TWEET': {
      const href = ampHref(block.url);
      return (
        <blockquote key={key} className={AMP_CLASS.post}>
          <p>{blockText(block)}</p>
          {href && (
            <a href={href} target="_blank" rel="noopener">
              Xで見る
            </a>
          )}
        </blockquote>
      );
    }
    case 'QUOTE':
      return (
        <blockquote key={key} className={AMP_CLASS.quote}>
          {renderInline(block.content, key)}
        </blockquote>
      );
    case 'TABLE':
      return (
        <div key={key} className={AMP_CLASS.tableWrap}>
          <table>
            <tbody>{renderChildren(block.content, context, key)}</tbody>
          </table>
        </div>
      );
    case 'TR':
      return <tr key={key}>{renderChildren(block.content, context, key)}</tr>;
    case 'TH':
      return (
        <th key={key} scope="row">
          {renderInline(block.content, key)}
        </th>
      );
    case 'TD':
      return <td key={key}>{renderInline(block.content, key)}</td>;
    case 'UNKNOWN':
      return null;
    default:
      // Inline types at block level: wrap as a paragraph.
      return <p key={key}>{renderInline([block], key)}</p>;
  }
}

interface AmpArticleBodyProps extends BodyContext {
  blocks: ContentBlock[];
  /** Rendered before the top-level block at `insertAt` (the in-body ad). */
  inserted?: ReactNode;
  insertAt?: number | null;
}

export function AmpArticleBody({ blocks, inserted = null, insertAt = null, ...context }: AmpArticleBodyProps) {
  return (
    <div className={AMP_CLASS.body}>
      {blocks.map((block, index) => (
        <Fragment key={`b${index}`}>
          {index === insertAt && inserted}
          {renderBlock(block, index, context, `b${index}`)}
        </Fragment>
      ))}
    </div>
  );
}
