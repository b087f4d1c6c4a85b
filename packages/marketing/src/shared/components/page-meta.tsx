import { SITE } from '../site';

type Props = { title: string; description: string; path: string };

/**
 * Title, description, canonical link and Open Graph tags of one page. React 19 hoists these
 * elements into <head> and removes them when the page unmounts.
 */
export const PageMeta = ({ title, description, path }: Props) => {
  const url = `${window.location.origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
};
