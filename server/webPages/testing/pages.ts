/**
 * Web pages for the fetcher's tests, written for them: a news article with the clutter real sites
 * carry (navigation, share buttons, sidebar, newsletter box, comments, footer, scripts), and the kinds
 * of pages we refuse.
 */

const ARTICLE_PARAGRAPHS = [
  'Rooftop hives have become a familiar sight in the city over the last decade, and the council now counts more than four hundred registered colonies within the ring road. Most of them are kept by volunteers who learned the craft in evening courses run by the local beekeeping association.',
  'The growth worries some ecologists. Honey bees compete with wild bees for the same flowers, and a dense cluster of hives can strip a neighbourhood of pollen in early spring, when solitary bees are raising their first brood and have nowhere else to forage.',
  'Researchers from the university spent two summers counting visits to flowering plants in twelve districts. Where hive density was highest, wild bee visits fell by roughly a third, while districts with generous wildflower verges showed almost no difference.',
  'The association argues that the answer is more flowers rather than fewer hives. It has started to pair every new rooftop colony with a planting pledge: the building owner agrees to sow native perennials on a nearby verge or courtyard before the bees arrive.',
  'City planners have taken the idea further. Since January, permits for green roofs include a list of recommended species chosen for long flowering seasons, and the parks department has cut mowing on forty kilometres of road verges to twice a year.',
];

export const ARTICLE_TITLE = 'Rooftop bees and the wild pollinators next door';

export function articlePage(
  options: { lang?: string; charsetMeta?: string; extraHead?: string } = {},
): string {
  const paragraphs = ARTICLE_PARAGRAPHS.map((text) => `<p>${text}</p>`);
  return `<!DOCTYPE html>
<html lang="${options.lang ?? 'en-GB'}">
<head>
  ${options.charsetMeta ? `<meta charset="${options.charsetMeta}">` : '<meta charset="utf-8">'}
  <title>${ARTICLE_TITLE} | The Riverside Courier</title>
  <meta property="og:title" content="${ARTICLE_TITLE}">
  <meta property="og:site_name" content="The Riverside Courier">
  <meta property="og:type" content="article">
  ${options.extraHead ?? ''}
  <script src="/static/analytics.js"></script>
  <style>body { font-family: serif; }</style>
</head>
<body>
  <header class="site-header">
    <a href="/" class="logo">The Riverside Courier</a>
    <nav><ul><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li><li><a href="/culture">Culture</a></li><li><a href="/opinion">Opinion</a></li></ul></nav>
    <form action="/search"><input type="search" name="q" placeholder="Search"><button>Search</button></form>
  </header>
  <main>
    <article class="story">
      <h1>${ARTICLE_TITLE}</h1>
      <p class="byline">By Ada Lindqvist, environment reporter · 3 March</p>
      <div class="share"><a href="#">Share</a> <a href="#">Post</a> <a href="#">Email</a></div>
      <div class="story-body">
        ${paragraphs.slice(0, 2).join('\n        ')}
        <h2>Counting visits</h2>
        ${paragraphs.slice(2, 3).join('\n        ')}
        <p>The team recorded three measures in every district:</p>
        <ul>
          <li>visits by honey bees per flowering plant;</li>
          <li>visits by wild bees, sorted into <strong>bumblebees</strong> and solitary species;</li>
          <li>the area of flowering verges within five hundred metres.</li>
        </ul>
        <h2>More flowers, not fewer hives</h2>
        ${paragraphs.slice(3).join('\n        ')}
        <table>
          <tr><th>District</th><th>Hives per km²</th><th>Change in wild bee visits</th></tr>
          <tr><td>Old Town</td><td>14</td><td>-31%</td></tr>
          <tr><td>Riverside</td><td>3</td><td>-2%</td></tr>
        </table>
      </div>
    </article>
    <aside class="sidebar">
      <h3>Most read</h3>
      <ol><li><a href="/a">Tram line extension approved</a></li><li><a href="/b">Ferry timetable changes</a></li></ol>
      <div class="newsletter"><p>Get the morning briefing in your inbox.</p><form><input type="email"><button>Sign up</button></form></div>
    </aside>
    <section class="comments"><h3>Comments (2)</h3><p>Great read!</p><p>We need more verges like this.</p></section>
  </main>
  <footer><p>© The Riverside Courier</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>
  <script>window.dataLayer = window.dataLayer || [];</script>
</body>
</html>`;
}

/** A long article: `paragraphs` paragraphs of exactly `wordsPerParagraph` words each. */
export function longArticleText(paragraphs: number, wordsPerParagraph: number): string[] {
  const out: string[] = [];
  for (let index = 0; index < paragraphs; index++) {
    const words = [`Paragraph${index + 1}`];
    while (words.length < wordsPerParagraph) words.push(`word${words.length}`);
    out.push(words.join(' '));
  }
  return out;
}

export function longArticlePage(paragraphs: string[]): string {
  return `<!DOCTYPE html><html lang="en"><head><title>A very long report</title></head><body><article><h1>A very long report</h1>${paragraphs
    .map((text) => `<p>${text}</p>`)
    .join('')}</article></body></html>`;
}

export const LOGIN_PAGE = `<!DOCTYPE html><html><head><title>Sign in</title></head><body>
<main><h1>Sign in to continue</h1><form action="/login" method="post">
<label>Email <input type="email" name="email"></label>
<label>Password <input type="password" name="password"></label>
<button type="submit">Sign in</button></form><p>Forgot your password? <a href="/reset">Reset it</a>.</p></main></body></html>`;

export const PAYWALL_PAGE = `<!DOCTYPE html><html><head><title>Markets rally on rate hopes</title>
<script type="application/ld+json">{"@type":"NewsArticle","isAccessibleForFree":false}</script></head><body>
<article><h1>Markets rally on rate hopes</h1>
<p>Shares rose sharply on Tuesday as investors bet that the central bank would cut interest rates before the summer, with banks and builders leading the gains across the main index in early trading.</p>
<div class="paywall"><p>Subscribe to continue reading. Already a subscriber? <a href="/login">Sign in</a>.</p></div>
</article></body></html>`;

export const JAVASCRIPT_APP_PAGE = `<!DOCTYPE html><html><head><title>Dashboard</title>
<script src="/a.js"></script><script src="/b.js"></script><script src="/c.js"></script></head><body>
<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>
<script src="/d.js"></script><script src="/e.js"></script></body></html>`;

export const SHORT_PAGE = `<!DOCTYPE html><html><head><title>Contact</title></head><body>
<h1>Contact us</h1><p>Write to us at the address below and we will reply within two working days.</p></body></html>`;

export const VIDEO_PAGE = `<!DOCTYPE html><html><head><title>Watch: the new bridge opens</title>
<meta property="og:type" content="video.other"></head><body>
<h1>Watch: the new bridge opens</h1><video src="/bridge.mp4" controls></video>
<p>The mayor cut the ribbon on Saturday morning.</p></body></html>`;
