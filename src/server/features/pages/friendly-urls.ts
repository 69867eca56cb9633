import type { CityResponse, QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { normaliseSearchText } from '../../../domain/catalogue/category-search';
import type { RouteMatch } from '../../../web/routes/route-table';
import type { Services } from '../../composition';

// Pages whose :slug names a category, which a person may type as its name (/category/冷氣清潔).
const CATEGORY_NAME_SCREENS = new Set(['category', 'price', 'nearme', 'form']);
// Pages whose :genreName names a genre, which a person may type as its name (/genre/居家維修).
const GENRE_NAME_SCREENS = new Set(['genre', 'seo-genre', 'genre-category']);
const SLUG = /^[a-z0-9-]{1,80}$/;

function decoded(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The category a name stands for: its own name (台/臺 and full-width letters folded), else an
 * everyday word only one category has. Undefined when unknown or ambiguous.
 */
async function categoryByName(services: Services, name: string): Promise<QuoteCategoryResponse | undefined> {
  const wanted = normaliseSearchText(name);
  if (!wanted) return undefined;
  const { categories } = await services.catalogue.snapshot();
  const byName = categories.filter((c) => normaliseSearchText(c.name) === wanted);
  if (byName.length === 1) return byName[0];
  if (byName.length > 1) return undefined;
  const synonyms = await services.catalogue.synonyms();
  const bySynonym = categories.filter((c) => (synonyms[c.slug] ?? []).some((w) => normaliseSearchText(w) === wanted));
  return bySynonym.length === 1 ? bySynonym[0] : undefined;
}

/** A genre by its slug, or by its zh-TW name (台/臺 and full-width letters folded); undefined when unknown or ambiguous. */
async function genreByName(services: Services, value: string) {
  const { genres } = await services.catalogue.snapshot();
  const bySlug = genres.find((g) => g.slug === value);
  if (bySlug) return bySlug;
  const wanted = normaliseSearchText(value);
  if (!wanted) return undefined;
  const byName = genres.filter((g) => normaliseSearchText(g.name) === wanted);
  return byName.length === 1 ? byName[0] : undefined;
}

/** The category of a :slug as typed: its slug, or a name only it answers to. */
async function categoryOf(services: Services, slug: string): Promise<QuoteCategoryResponse | undefined> {
  const bySlug = SLUG.test(slug) ? (await services.catalogue.snapshot()).categories.find((c) => c.slug === slug) : undefined;
  return bySlug ?? categoryByName(services, slug);
}

/**
 * Genre pages named by the genre's name: /genre/居家維修 to /genre/home-repair, and in
 * /genre/居家維修/冷氣清潔 the category's name too (only when the category is of that genre).
 */
async function genreRedirect(match: RouteMatch, services: Services): Promise<string | undefined> {
  const value = decoded(match.params.genreName);
  if (value === undefined) return undefined;
  const genre = await genreByName(services, value);
  if (!genre) return undefined;
  const prefix = match.language ? `/${match.language}` : '';
  const base = match.route.screen === 'seo-genre' ? 'seo' : 'genre';
  const segments = [genre.slug];
  if (match.route.screen === 'genre-category') {
    const slug = decoded(match.params.slug);
    if (slug === undefined) return undefined;
    const category = await categoryOf(services, slug);
    if (!category || category.genre.slug !== genre.slug) return undefined;
    segments.push(category.slug);
  }
  const canonical = `${prefix}/${base}/${segments.join('/')}`;
  const current = `${prefix}${match.pathname}`;
  return canonical === current || decoded(canonical) === decoded(current) ? undefined : canonical;
}

/** A city by its slug, or by its name written either way (臺北市, 台北市). */
function cityByName(cities: CityResponse[], value: string): CityResponse | undefined {
  const bySlug = cities.find((c) => c.slug === value);
  if (bySlug) return bySlug;
  const wanted = normaliseSearchText(value);
  return cities.find((c) => normaliseSearchText(c.name) === wanted);
}

/**
 * Where a friendlier spelling of a public page lives (301): nearme/{slug}/臺北市/大安區 and
 * 台北市 go to nearme/{slug}/taipei-city/大安區, /category/冷氣清潔 and /form/洗冷氣 to their
 * category's slug, /genre/居家維修 to /genre/home-repair. Undefined when the path is already
 * canonical or names nothing known or several things (the page then 404s).
 */
export async function friendlyRedirect(match: RouteMatch | undefined, services: Services): Promise<string | undefined> {
  if (match && GENRE_NAME_SCREENS.has(match.route.screen)) return genreRedirect(match, services);
  if (!match || !CATEGORY_NAME_SCREENS.has(match.route.screen)) return undefined;
  const slug = decoded(match.params.slug);
  if (slug === undefined) return undefined;
  let canonicalSlug = slug;
  if (!SLUG.test(slug) || !(await services.catalogue.snapshot()).categories.some((c) => c.slug === slug)) {
    const category = await categoryByName(services, slug);
    if (!category) return undefined;
    canonicalSlug = category.slug;
  }
  const prefix = match.language ? `/${match.language}` : '';
  if (match.route.screen !== 'nearme') {
    return canonicalSlug === slug ? undefined : `${prefix}/${match.route.screen}/${canonicalSlug}`;
  }
  const segments = [canonicalSlug];
  const cityValue = decoded(match.params.city);
  if (cityValue !== undefined) {
    const city = cityByName(await services.catalogue.cities(), cityValue);
    if (!city) return undefined;
    segments.push(city.slug);
    const districtValue = decoded(match.params.district);
    if (districtValue !== undefined) {
      const wanted = normaliseSearchText(districtValue);
      const district = city.districts.find((d) => d.name === districtValue || d.zipcode === districtValue || normaliseSearchText(d.name) === wanted);
      if (!district) return undefined;
      // A postal code is a spelling the lists accept as it is.
      segments.push(encodeURIComponent(district.zipcode === districtValue ? districtValue : district.name));
    }
  }
  const canonical = `${prefix}/nearme/${segments.join('/')}`;
  const current = `${prefix}${match.pathname}`;
  return canonical === current || decoded(canonical) === decoded(current) ? undefined : canonical;
}
