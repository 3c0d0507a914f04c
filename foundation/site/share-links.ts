export interface ShareLink {
  service: 'x' | 'facebook' | 'line' | 'hatena';
  label: string;
  href: string;
}

/** Share buttons for an article (X, Facebook, LINE, はてな). */
export function buildShareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return [
    { service: 'x', label: 'Xでポスト', href: `https://x.com/intent/post?text=${text}&url=${url}` },
    { service: 'facebook', label: 'Facebookでシェア', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { service: 'line', label: 'LINEで送る', href: `https://social-plugins.line.me/lineit/share?url=${url}` },
    { service: 'hatena', label: 'はてなブックマークに追加', href: `https://b.hatena.ne.jp/add?mode=confirm&url=${url}&title=${text}` },
  ];
}
