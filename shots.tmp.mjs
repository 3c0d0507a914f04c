// Temporary: screenshots of the follow buttons and マイページ (not committed).
import { DEVICES, launchBrowser } from './__tests__/e2e/support/browser.mjs';
import { discoverRoutes } from './__tests__/e2e/support/routes.mjs';
import { startSite } from './__tests__/e2e/support/servers.mjs';
import { getJson } from './__tests__/e2e/support/content.mjs';

const site = await startSite();
const browser = await launchBrowser();
try {
  const routes = await discoverRoutes(site.contentApiUrl);
  const gamePath = routes.find((r) => r.pattern === '/game/title/[gameId]/page/[pageNumber]/').path;
  const articlePath = routes.find((r) => r.pattern === '/article/[publicationDate]/[articleId]/').path;
  const gameId = gamePath.split('/')[3];
  const newest = (await getJson(site.contentApiUrl, '/api/q/articles?categoryCode=new-article&limit=12')).data.filter((c) => !c.redirectUrl);
  for (const device of ['desktop', 'phone']) {
    const context = await browser.newContext({ ...DEVICES[device], colorScheme: 'light' });
    const page = await context.newPage();
    const u = (p) => `${site.siteUrl}${p}`;
    await page.goto(u('/mypage/'));
    await page.getByText('フォロー中のゲームはありません。').waitFor();
    await page.screenshot({ path: `/tmp/i37-shot-mypage-empty-${device}.png`, fullPage: true });
    await page.goto(u(gamePath));
    await page.waitForSelector('[data-follow-ready]');
    await page.screenshot({ path: `/tmp/i37-shot-game-${device}.png` });
    await page.locator('header [data-follow-game] button').click();
    await page.screenshot({ path: `/tmp/i37-shot-game-followed-${device}.png` });
    await page.goto(u(articlePath));
    await page.waitForSelector('[data-follow-ready]');
    const box = page.locator('section[aria-labelledby="linked-games"]');
    await box.scrollIntoViewIfNeeded();
    await box.locator('[data-follow-game] button').first().click();
    await box.screenshot({ path: `/tmp/i37-shot-gamebox-${device}.png` });
    for (const card of newest.slice(0, 4)) {
      await page.goto(u(`/article/${card.publishedAt.slice(0, 4)}${card.publishedAt.slice(5, 7)}/${card.id}/`));
      await page.waitForFunction((id) => (localStorage.getItem('playnote:reading-history:v1') ?? '').includes(`"${id}"`), String(card.id)).catch(() => {});
    }
    // The limit message.
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('playnote:followed-games:v1'));
      for (let i = 0; i < 28; i += 1) list.push({ gameId: String(990000 + i), name: `ゲーム${i}`, followedAt: Date.now() - 1e6 - i });
      localStorage.setItem('playnote:followed-games:v1', JSON.stringify(list));
    });
    const other = (await getJson(site.contentApiUrl, `/api/article?articleId=${newest[0].id}`)).items.map((i) => String(i.item_id)).find((id) => id !== gameId) ?? String(Number(gameId) + 1);
    await page.goto(u(`/game/title/${other}/page/1/`)).catch(() => {});
    if (await page.locator('[data-follow-game]').count()) {
      await page.waitForSelector('[data-follow-ready]');
      await page.locator('header [data-follow-game] button').click();
      await page.screenshot({ path: `/tmp/i37-shot-limit-${device}.png` });
    }
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('playnote:followed-games:v1')).slice(0, 2);
      list.push({ gameId: '999999999', name: '掲載終了のゲーム', followedAt: 1 });
      localStorage.setItem('playnote:followed-games:v1', JSON.stringify(list));
    });
    await page.goto(u('/mypage/'));
    await page.getByText(/このゲームの情報は見つかりませんでした/).waitFor({ timeout: 8000 }).catch(async (e) => { console.log('no unknown', await page.evaluate(() => localStorage.getItem('playnote:followed-games:v1'))); });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/i37-shot-mypage-filled-${device}.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
