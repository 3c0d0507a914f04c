import { SiteLink } from '@/components/link/site-link';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { useAmpLeaves, type AmpLeaves, type FoldLeafProps } from '@/components/leaves/leaves-context';
import { YouTubePlayer } from '@/components/leaves/youtube-player';
import { paths } from '@/foundation/paths';
import { blockText, headingAnchorId, SPOILER_DEFAULT_LABEL } from '@/foundation/format/article-body';
import { isExternalHref, safeHref } from '@/foundation/site/safe-url';
import { BodyImage, type BodyImageProps } from './body-image';
import styles from './article-body.module.scss';

/**
 * The one renderer of an article's body, for the HTML page and the AMP document alike, on the
 * server only (the page's body is a static island, decision 032; the browser never loads this):
 * the block types, the text, the links and the classes are written once; the image, the video and
 * heading ids are leaves (components/leaves) that render as AMP allows inside the AMP document.
 * API text is always rendered as React text (escaped), never as HTML; every API link passes safeHref.
 */

interface BodyPosition {
  publicationDate: string;
  articleId: string;
  page: number;
}

interface BodyContext extends BodyPosition {
  /** The AMP document's leaves; null on HTML pages. */
  amp: AmpLeaves | null;
  ImageBlock: ComponentType<BodyImageProps>;
  /** Inside a spoiler section: its headings take no anchor (the table of contents lists none) and it holds no second one. */
  inSpoiler?: boolean;
}

/** Inline nodes; API text is always rendered as text, never as HTML. */
function renderInline(content: ContentBlock['content'], context: BodyContext, keyPrefix: string): ReactNode {
  if (typeof content === 'string') return content;
  return content.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    const href = safeHref(node.url);
    switch (node.type) {
      case 'B':
        return <strong key={key}>{renderInline(node.content, context, key)}</strong>;
      case 'BR':
        return <br key={key} />;
      case 'LINK':
      case 'LINK_B_TAB': {
        if (!href) return <span key={key}>{renderInline(node.content, context, key)}</span>;
        const newTab = node.type === 'LINK_B_TAB';
        return isExternalHref(href) || newTab ? (
          <a key={key} href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
            {renderInline(node.content, context, key)}
          </a>
        ) : (
          <SiteLink key={key} href={href}>
            {renderInline(node.content, context, key)}
          </SiteLink>
        );
      }
      case 'NOLINK':
        // A game name: links to a game search for it.
        return (
          <SiteLink key={key} href={paths.search(blockText(node))} className={styles.gameName}>
            {renderInline(node.content, context, key)}
          </SiteLink>
        );
      case 'UNKNOWN':
      case 'SPOILER': // a fold is a block; inside a line its secret would show (the contract makes it UNKNOWN)
        return null;
      default:
        return <span key={key}>{renderInline(node.content, context, key)}</span>;
    }
  });
}

function renderChildren(blocks: ContentBlock['content'], context: BodyContext, keyPrefix: string): ReactNode {
  if (typeof blocks === 'string') return blocks;
  return blocks.map((block, index) => renderBlock(block, index, context, `${keyPrefix}-${index}`));
}

/**
 * A spoiler section on HTML pages: a closed `<details>` (no `open`); styled by its data attributes
 * (article-body.module.scss: no class, so no byte of the browser's JavaScript): it opens and closes without
 * script, and the body being a static island, a page-props refresh with the same body keeps the DOM
 * and so the reader's open fold (decisions 017, 032).
 */
function SpoilerDetails({ summary, children }: FoldLeafProps) {
  return (
    <details data-spoiler="">
      <summary>{summary}</summary>
      <div data-spoiler-content="">{children}</div>
    </details>
  );
}

/** The summary says the section holds spoilers, whatever words the API gave it, and how to open it (tap or click). */
function SpoilerSummary({ label }: { label: string }) {
  return (
    <>
      {!label.includes('ネタバレ') && <span data-spoiler-badge="">ネタバレ</span>}
      <span data-spoiler-label="">{label}</span>
      {/* Which one shows is the stylesheet's: a mouse pointer clicks, a finger taps. */}
      <span data-spoiler-hint="tap">タップで表示</span>
      <span data-spoiler-hint="click">クリックで表示</span>
    </>
  );
}

function renderSpoiler(block: ContentBlock, context: BodyContext, key: string): ReactNode {
  // One level (the contract makes it so; a renderer handed raw blocks keeps to it too).
  if (context.inSpoiler) return null;
  const Fold = context.amp?.Fold ?? SpoilerDetails;
  const inner: readonly ContentBlock[] = typeof block.content === 'string' ? [{ type: 'STRING', content: block.content }] : block.content;
  const innerContext: BodyContext = { ...context, inSpoiler: true };
  return (
    <Fold key={key} summary={<SpoilerSummary label={block.label?.trim() || SPOILER_DEFAULT_LABEL} />}>
      {inner.map((child, index) => renderBlock(child, index, innerContext, `${key}-${index}`))}
    </Fold>
  );
}

const YOUTUBE_ID = /^[\w-]{11}$/;
/** An image id that may name the image's own page (digits only). */
const IMAGE_ID = /^\d+$/;

function renderBlock(block: ContentBlock, index: number, context: BodyContext, key: string): ReactNode {
  const { amp, ImageBlock } = context;
  const href = safeHref(block.url);
  switch (block.type) {
    case 'STRING':
      return <p key={key}>{renderInline(block.content, context, key)}</p>;
    case 'HEAD': {
      if (context.inSpoiler) {
        return (
          <h2 key={key} className={styles.head}>
            {blockText(block)}
          </h2>
        );
      }
      const id = headingAnchorId(block, index, context.page);
      return (
        <h2 key={key} id={amp ? amp.anchorId(id) : id} className={styles.head}>
          {blockText(block)}
        </h2>
      );
    }
    case 'SUBHEAD':
      return <h3 key={key}>{blockText(block)}</h3>;
    case 'ANNOTATION':
      return (
        <aside key={key} className={styles.note}>
          {renderInline(block.content, context, key)}
        </aside>
      );
    case 'ITEMIZATION':
      return (
        <ul key={key} className={styles.list}>
          {renderChildren(block.content, context, key)}
        </ul>
      );
    case 'LIST_ITEM':
      return <li key={key}>{renderInline(block.content, context, key)}</li>;
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
          <SiteLink href={href}>{blockText(block)}</SiteLink>
        </aside>
      ) : null;
    case 'IMAGE':
      return href ? (
        <ImageBlock
          key={key}
          src={href}
          caption={blockText(block)}
          width={block.width ?? 1280}
          height={block.height ?? 720}
          imagePagePath={block.id && IMAGE_ID.test(block.id) ? paths.articleImage(context.publicationDate, context.articleId, block.id) : null}
        />
      ) : null;
    case 'YOUTUBE': {
      const videoId = block.url ?? '';
      if (!YOUTUBE_ID.test(videoId)) return null;
      return (
        <div key={key} className={styles.video}>
          <YouTubePlayer videoId={videoId} title={blockText(block) || '動画'} />
        </div>
      );
    }
    case 'TWEET':
      // A blockquote with a link rather than the X widget, on AMP too: an embed would call X for every reader.
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
          {renderInline(block.content, context, key)}
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
          {renderInline(block.content, context, key)}
        </th>
      );
    case 'TD':
      return <td key={key}>{renderInline(block.content, context, key)}</td>;
    case 'SPOILER':
      return renderSpoiler(block, context, key);
    case 'UNKNOWN':
      return null;
    default:
      // Inline types at block level: wrap as a paragraph.
      return <p key={key}>{renderInline([block], context, key)}</p>;
  }
}

interface ArticleBodyBlocksProps extends BodyPosition {
  blocks: readonly ContentBlock[];
  /**
   * What goes between the top-level blocks, by the index of the block it precedes; `blocks.length`
   * puts it after the last block: the page plan's in-body ad slots (ArticleBodyIsland), the AMP
   * document's amp-ad slots.
   */
  between?: ReadonlyMap<number, ReactNode>;
  /** How an IMAGE block renders (default: the picture, linked to its image page, and its caption). */
  ImageBlock?: ComponentType<BodyImageProps>;
}

/** The body's blocks as HTML: rendered on the server only, into the page's island or the AMP document. */
export function ArticleBodyBlocks({ blocks, between, ImageBlock = BodyImage, ...position }: ArticleBodyBlocksProps) {
  const amp = useAmpLeaves();
  const context: BodyContext = { ...position, amp, ImageBlock };
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        <Fragment key={`b${index}`}>
          {between?.get(index)}
          {renderBlock(block, index, context, `b${index}`)}
        </Fragment>
      ))}
      {between?.get(blocks.length)}
    </div>
  );
}

