const CRAWLER = /bot\b|bot\/|crawler|spider|slurp|crawling|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|redditbot|applebot|bingpreview|lighthouse|chrome-lighthouse|headlesschrome/i;

/**
 * Crawlers and tools that read the whole document (and Lighthouse, so that audits see
 * the final page) get it in one piece instead of a stream.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && CRAWLER.test(userAgent);
}
