/**
 * Word lists for the catalogue's generated names: a generic first word and a themed second word,
 * the theme giving the content category. Written as strings so the lists stay readable.
 */
const words = (text: string): string[] => text.trim().split(/\s+/);

export const PREFIXES = words(`
  blue bright north river summit pioneer atlas cedar harbor liberty metro nova pacific prime quantum
  red silver star urban valley vista zenith eagle oak pine maple granite coastal delta echo frontier
  golden horizon iron jade keystone lake mesa noble orbit pilot rapid sierra terra unity vector west
  east south alpine anchor beacon canyon citadel cobalt crest evergreen falcon forge glacier heritage
  highland juniper lantern meridian monarch mosaic nimbus oasis onyx paragon patriot pinnacle prairie
  redwood sage sapphire sentinel spruce stellar sterling timber trident union willow
`);

/** Theme words by content category name. */
export const THEMES: Readonly<Record<string, string[]>> = {
  Business: words('consulting partners group solutions ventures holdings associates logistics supply works'),
  Technology: words('cloud data soft net tech systems byte code labs digital devices compute'),
  'News & Media': words('news daily times herald post tribune gazette journal report press'),
  'Shopping & Auctions': words('shop store mart deals outlet market goods bazaar supply-co boutique'),
  Travel: words('travel trips air hotels tours voyages lodging fares cruises rail'),
  'Health & Fitness': words('health care clinic med wellness pharmacy fitness dental vision therapy'),
  'Economy & Finance': words('bank pay capital fund invest credit finance lending trust insurance'),
  Education: words('learn academy school campus tutor college institute courses scholars library'),
  Entertainment: words('games play fun fans tv arcade comics cinema events tickets'),
  Sports: words('sports league athletics racing golf hockey soccer outdoors marathon stadium'),
  'Streaming Video': words('stream video media flix watch channel studio reels live films'),
  'Social Networks': words('social chat friends connect circle forum community meetup talk hub'),
  Advertisements: words('ads track metrics pixel analytics adserve clicks promo beacon tag'),
  Gambling: words('bet casino poker slots odds jackpot lotto wager spins bingo'),
  Weather: words('weather forecast radar storm climate'),
  'Real Estate': words('homes realty properties estates rentals'),
};

export const TLDS = words('com com com com net org io us co info biz app dev');
export const HOST_LABELS = words('www api cdn static mail login app assets img auth');

/** Names everyone queries, with their content category: they take the top of the popularity list. */
export const WELL_KNOWN: readonly (readonly [string, string])[] = [
  ['www.google.com', 'Technology'],
  ['login.microsoftonline.com', 'Information Technology'],
  ['outlook.office365.com', 'Information Technology'],
  ['graph.microsoft.com', 'Information Technology'],
  ['teams.microsoft.com', 'Information Technology'],
  ['windowsupdate.com', 'Information Technology'],
  ['ctldl.windowsupdate.com', 'Information Technology'],
  ['time.windows.com', 'Information Technology'],
  ['ocsp.digicert.com', 'Information Technology'],
  ['s3.amazonaws.com', 'Content Servers'],
  ['ec2.us-gov-west-1.amazonaws.com', 'Content Servers'],
  ['a248.e.akamai.net', 'Content Servers'],
  ['fonts.gstatic.com', 'Content Servers'],
  ['cdnjs.cloudflare.com', 'Content Servers'],
  ['www.apple.com', 'Technology'],
  ['icloud.com', 'Technology'],
  ['github.com', 'Technology'],
  ['zoom.us', 'Business'],
  ['slack.com', 'Business'],
  ['salesforce.com', 'Business'],
  ['www.youtube.com', 'Streaming Video'],
  ['www.facebook.com', 'Social Networks'],
  ['www.linkedin.com', 'Social Networks'],
  ['x.com', 'Social Networks'],
  ['www.usa.gov', 'Government & Politics'],
  ['login.gov', 'Government & Politics'],
  ['www.irs.gov', 'Government & Politics'],
  ['www.cisa.gov', 'Government & Politics'],
  ['www.ssa.gov', 'Government & Politics'],
  ['www.weather.gov', 'Weather'],
  ['www.nytimes.com', 'News & Media'],
  ['www.washingtonpost.com', 'News & Media'],
  ['www.amazon.com', 'Shopping & Auctions'],
  ['doubleclick.net', 'Advertisements'],
  ['www.google-analytics.com', 'Advertisements'],
  ['www.espn.com', 'Sports'],
];

/** Known-bad and test names: the resolver's category test domains and typical threat names. */
export const TEST_DOMAINS: readonly (readonly [string, string])[] = [
  ['malware.testcategory.com', 'Malware'],
  ['phishing.testcategory.com', 'Phishing'],
  ['commandandcontrol.testcategory.com', 'Command and Control & Botnet'],
  ['cryptomining.testcategory.com', 'Cryptomining'],
  ['dga.testcategory.com', 'DGA Domains'],
  ['spyware.testcategory.com', 'Spyware'],
];

export const PHISHING_BRANDS = words('microsoft office365 paypal docusign usps irs amazon apple okta logingov');
export const PHISHING_BAIT = words('secure verify account update signin support billing alert');
export const BAD_TLDS = words('xyz top ru info biz click support online');
