import { unsupportedPage } from './errors.ts';

/**
 * Sites whose pages are not articles we can read: video platforms and social networks (their posts
 * need sign-in and render with JavaScript). Matched on the host name and every parent domain, so
 * "m.youtube.com" and "www.x.com" count too. Checked before the first request and after every redirect.
 */
const VIDEO_SITES: Record<string, string> = {
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'youtube-nocookie.com': 'YouTube',
  'vimeo.com': 'Vimeo',
  'dailymotion.com': 'Dailymotion',
  'dai.ly': 'Dailymotion',
  'twitch.tv': 'Twitch',
  'rumble.com': 'Rumble',
  'wistia.com': 'Wistia',
  'loom.com': 'Loom',
  'bilibili.com': 'Bilibili',
};

const SOCIAL_SITES: Record<string, string> = {
  'twitter.com': 'X (Twitter)',
  'x.com': 'X (Twitter)',
  't.co': 'X (Twitter)',
  'facebook.com': 'Facebook',
  'fb.com': 'Facebook',
  'fb.watch': 'Facebook',
  'instagram.com': 'Instagram',
  'threads.net': 'Threads',
  'threads.com': 'Threads',
  'tiktok.com': 'TikTok',
  'linkedin.com': 'LinkedIn',
  'lnkd.in': 'LinkedIn',
  'pinterest.com': 'Pinterest',
  'snapchat.com': 'Snapchat',
  'bsky.app': 'Bluesky',
  'tumblr.com': 'Tumblr',
  'vk.com': 'VK',
  'weibo.com': 'Weibo',
};

function siteOf(hostname: string, table: Record<string, string>): string | undefined {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    const name = table[labels.slice(start).join('.')];
    if (name) return name;
  }
  return undefined;
}

export function videoSiteName(hostname: string): string | undefined {
  return siteOf(hostname, VIDEO_SITES);
}

export function socialSiteName(hostname: string): string | undefined {
  return siteOf(hostname, SOCIAL_SITES);
}

export function videoPageError(siteName?: string) {
  const where = siteName ? ` on ${siteName}` : '';
  return unsupportedPage(
    'video',
    `This link is a video${where}. We summarize written articles, not videos. If the video has a transcript, paste it as text instead.`,
  );
}

/** Refuses links to video platforms and social networks before anything is downloaded. */
export function assertSupportedSite(hostname: string): void {
  const video = videoSiteName(hostname);
  if (video) throw videoPageError(video);
  const social = socialSiteName(hostname);
  if (social) {
    throw unsupportedPage(
      'social',
      `Social media pages (${social}) can't be summarized: their posts need sign-in and load with JavaScript. Copy the text and paste it instead.`,
    );
  }
}
