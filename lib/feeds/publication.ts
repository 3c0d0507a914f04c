/** The publication as feeds and Google News name it (DECISIONS.md, Brand). */
export const PUBLICATION = { name: 'プレイノート', language: 'ja' } as const;
