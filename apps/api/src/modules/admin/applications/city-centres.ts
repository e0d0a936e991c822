import { MAP_DEFAULT_CENTER, type FORM_CITIES, type LatLong } from '@sauda/domain';

type FormCity = (typeof FORM_CITIES)[number];

/**
 * Where a new store of each city the merchant form offers is first placed on the map: the city's
 * centre, until its owner sets the shop's own pin in the back office.
 */
export const CITY_CENTRES: Readonly<Record<FormCity, LatLong>> = Object.freeze({
  Karachi: MAP_DEFAULT_CENTER,
  Lahore: { lat: 31.5497, long: 74.3436 },
  Islamabad: { lat: 33.6844, long: 73.0479 },
  Rawalpindi: { lat: 33.5651, long: 73.0169 },
  Faisalabad: { lat: 31.4504, long: 73.135 },
  Multan: { lat: 30.1575, long: 71.5249 },
  Peshawar: { lat: 34.0151, long: 71.5249 },
  Quetta: { lat: 30.1798, long: 66.975 },
  Hyderabad: { lat: 25.396, long: 68.3578 },
  Sialkot: { lat: 32.4945, long: 74.5229 },
  Gujranwala: { lat: 32.1877, long: 74.1945 },
});

/** The city's centre; Karachi's for a city the form no longer offers. */
export function cityCentre(city: string | null): LatLong {
  const known = Object.entries(CITY_CENTRES).find(
    ([name]) => name.toLowerCase() === city?.trim().toLowerCase(),
  );
  return known ? known[1] : MAP_DEFAULT_CENTER;
}
