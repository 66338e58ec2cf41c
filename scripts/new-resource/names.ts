/** Every spelling of a resource's name the generated files need, from its kebab-case plural. */
export interface ResourceNames {
  /** 'distribution-lists': folders, file names, paths, query keys. */
  kebab: string;
  /** 'distributionLists': the database table and seed function. */
  camel: string;
  /** 'DistributionLists': components. */
  pascal: string;
  /** 'distributionList': endpoint ids and variables for one record. */
  one: string;
  /** 'DistributionList': types. */
  One: string;
  /** 'Distribution Lists': the page title and table caption. */
  title: string;
  /** 'distribution list': messages about one record. */
  words: string;
}

const KEBAB_PLURAL = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*s$/;

/** 'policies' → 'policy', 'addresses' → 'address', 'widgets' → 'widget'. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelOf = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function resourceNames(name: string): ResourceNames {
  if (!KEBAB_PLURAL.test(name))
    throw new Error(`'${name}' is not a kebab-case plural such as 'widgets' or 'distribution-lists'.`);
  const parts = name.split('-');
  const oneKebab = [...parts.slice(0, -1), singular(parts.at(-1)!)].join('-');
  const camel = camelOf(name);
  const one = camelOf(oneKebab);
  return {
    kebab: name,
    camel,
    pascal: capital(camel),
    one,
    One: capital(one),
    title: parts.map(capital).join(' '),
    words: oneKebab.replace(/-/g, ' '),
  };
}
