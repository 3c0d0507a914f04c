import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { ContentImage } from '@/components/image/content-image';
import { ServerHtml, serverHtmlAttributes } from '@/components/server-html/server-html';
import { paths } from '@/foundation/paths';
import { blockText, headingAnchorId } from '@/foundation/format/article-body';
import { isExternalHref, safeHref } from '@/foundation/site/safe-url';
import styles from './article-body.module.scss';

interface BodyContext {
  publicationDate: string;
  articleId: string;
  page: number;
}

/** Inline nodes; API text is always rendered as text, never as HTML. */
function renderInline(content: ContentBlock['content'], keyPrefix: string): ReactNode {
  if (typeof content === 'string') return content;
  return content.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    const href = safeHref(node.url);
    switch (node.type) {
      case 'B':
        return <strong key={key}>{renderInline(node.content, key)}</strong>;
      case 'BR':
        return <br key={key} />;
      case 'LINK':
      case 'LINK_B_TAB': {
        if (!href) return <span key={key}>{renderInline(node.content, key)}</span>;
        const newTab = node.type === 'LINK_B_TAB';
        return isExternalHref(href) || newTab ? (
          <a key={key} href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
            {renderInline(node.content, key)}
          </a>
        ) : (
          <Link key={key} href={href}>
            {renderInline(node.content, key)}
          </Link>
        );
      }
      case 'NOLINK':
        // A game name: links to a game search for it.
        return (
          <Link key={key} href={paths.search(blockText(node))} className={styles.gameName}>
            {renderInline(node.content, key)}
          </Link>
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
  const href = safeHref(block.url);
  switch (block.type) {
    case 'STRING':
      return <p key={key}>{renderInline(block.content, key)}</p>;
    case 'HEAD':
      return (
        <h2 key={key} id={headingAnchorId(block, index, context.page)} className={styles.head}>
          {blockText(block)}
        </h2>
      );
    case 'SUBHEAD':
      return <h3 key={key}>{blockText(block)}</h3>;
    case 'ANNOTATION':
      return (
        <aside key={key} className={styles.note}>
          {renderInline(block.content, key)}
        </aside>
      );
    case 'ITEMIZATION':
      return (
        <ul key={key} className={styles.list}>
          {renderChildren(block.content, context, key)}
        </ul>
      );
    case 'LIST_ITEM':
      return <li key={key}>{renderInline(block.content, key)}</li>;
    case 'BUTTON_EC':
      return href ? (
        <p key={key} className={styles.shopButton}>
          <a href={href} target="_blank" rel="sponsored noopener">
            {blockText(block)}
          </a>
        </p>
      ) : null;
    case 'NEWS':
      return href ? (
        <aside key={key} className={styles.newsCard}>
          <span className={styles.newsLabel}>関連記事</span>
          <Link href={href}>{blockText(block)}</Link>
        </aside>
      ) : null;
    case 'IMAGE': {
      if (!href) return null;
      const caption = blockText(block);
      const image = (
        <ContentImage
          src={href}
          alt={caption || '記事画像'}
          width={block.width ?? 1280}
          height={block.height ?? 720}
          sizes="(min-width: 768px) 760px, 100vw"
        />
      );
      return (
        <figure key={key} className={styles.figure}>
          {block.id && /^\d+$/.test(block.id) ? (
            <Link href={paths.articleImage(context.publicationDate, context.articleId, block.id)} aria-label={`${caption || '画像'}を拡大`}>
              {image}
            </Link>
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
        <div key={key} className={styles.video}>
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${videoId}`}
            title={blockText(block) || '動画'}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      );
    }
    case 'TWEET':
      return (
        <blockquote key={key} className={styles.post}>
          <p>{blockText(block)}</p>
          {href && (
            <a href={href} target="_blank" rel="noopener">
              Xで見る
            </a>
          )}
        </blockquote>
      );
    case 'QUOTE':
      return (
        <blockquote key={key} className={styles.quote}>
          {renderInline(block.content, key)}
        </blockquote>
      );
    case 'TABLE':
      return (
        <div key={key} className={styles.tableWrap}>
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

interface ArticleBodyProps extends BodyContext {
  /** null only while hydrating an HTML document: the body was sent as HTML alone (decision 017). */
  blocks: ContentBlock[] | null;
}

export function ArticleBody({ blocks, ...context }: ArticleBodyProps) {
  if (blocks === null) return <ServerHtml key="server-html" id="article-body" className={styles.body} />;
  return (
    <div key="blocks" className={styles.body} {...serverHtmlAttributes('article-body')}>
      {blocks.map((block, index) => renderBlock(block, index, context, `b${index}`))}
    </div>
  );
}
