/**
 * Outbound links to external hosts (spec §9: social, app, career, privacy and media guide):
 * the one configuration the footer and the AMP pages read.
 */
export const OUTBOUND_LINKS = [
  { key: 'x', label: 'X（旧Twitter）', url: 'https://x.com/playnote_jp' },
  { key: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@playnote' },
  { key: 'app', label: 'プレイノートアプリ', url: 'https://app.playnote.example/' },
  { key: 'career', label: '採用情報', url: 'https://corp.playnote.example/recruit/' },
  { key: 'privacy', label: 'プライバシーポリシー', url: 'https://corp.playnote.example/privacy/' },
  { key: 'mediaGuide', label: '媒体資料・広告掲載', url: 'https://corp.playnote.example/mediaguide/' },
] as const;
