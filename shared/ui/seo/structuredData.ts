import { CREDIT_PACKS, formatUsd, MARKETING_FIGURES, SUBSCRIPTION_PLANS } from '../../domain/index.ts';
import type { PublicConfig } from '../config/publicConfig.ts';
import { absoluteUrl } from './pageMeta.ts';

const SCHEMA = 'https://schema.org';

function price(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** schema.org SoftwareApplication with the offers this installation sells (landing and pricing pages). */
export function softwareApplicationJsonLd(
  config: PublicConfig,
  description: string,
): Record<string, unknown> {
  const packs = CREDIT_PACKS.filter((pack) => !pack.surveyOfferOnly);
  const offers = [
    {
      '@type': 'Offer',
      name: `${config.freeSummaries} free ${config.freeSummaries === 1 ? 'summary' : 'summaries'}`,
      price: '0',
      priceCurrency: 'USD',
    },
    ...packs.map((pack) => ({
      '@type': 'Offer',
      name: `${pack.credits} ${pack.credits === 1 ? 'summary' : 'summaries'}`,
      price: price(pack.pack === 1 ? config.singleCreditCents : pack.priceCents),
      priceCurrency: 'USD',
    })),
    ...Object.values(SUBSCRIPTION_PLANS).map((plan) => ({
      '@type': 'Offer',
      name: `${plan.name} (${formatUsd(plan.priceCents)} per ${plan.interval})`,
      price: price(plan.priceCents),
      priceCurrency: 'USD',
    })),
  ];
  return {
    '@context': SCHEMA,
    '@type': 'SoftwareApplication',
    name: config.productName,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, Windows, macOS, Linux',
    description,
    ...(config.publicUrl ? { url: absoluteUrl(config.publicUrl, '/') } : {}),
    offers,
    featureList: [
      `Summaries in ${MARKETING_FIGURES.languages} languages`,
      'PDF, Word, RTF, Markdown and text files, web pages and meeting transcripts',
      'Five summary lengths',
    ],
  };
}

/** schema.org BreadcrumbList from Home to the page (inner pages). */
export function breadcrumbJsonLd(
  publicUrl: string | undefined,
  trail: readonly { name: string; path: string }[],
): Record<string, unknown> {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(publicUrl ?? '', item.path),
    })),
  };
}
