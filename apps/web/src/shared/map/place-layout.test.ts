import type { Place, PlaceKind } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { LABEL_MIN_ZOOM, layOutPlaces, POINT_MIN_ZOOM, projectToPixels } from './place-layout';

function place(id: string, kind: PlaceKind, lat: number, long: number, name = id): Place {
  return {
    id,
    name,
    kind,
    area: '',
    city: 'Karachi',
    formatted_address: name,
    lat,
    long,
    distance: null,
  };
}

const labelled = (laidOut: ReturnType<typeof layOutPlaces>) =>
  laidOut.filter((item) => item.labelled).map((item) => item.place.id);
const drawn = (laidOut: ReturnType<typeof layOutPlaces>) => laidOut.map((item) => item.place.id);

describe('projectToPixels', () => {
  it('projects like Web Mercator: (0, 0) in the middle of the world', () => {
    expect(projectToPixels({ lat: 0, long: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(projectToPixels({ lat: 0, long: 180 }, 1).x).toBe(512);
    const north = projectToPixels({ lat: 24.85, long: 67.01 }, 15);
    const south = projectToPixels({ lat: 24.84, long: 67.01 }, 15);
    expect(north.y).toBeLessThan(south.y);
  });
});

describe('layOutPlaces', () => {
  const area = place('clifton', 'area', 24.82, 67.03, 'Clifton');
  const market = place('zamzama', 'market', 24.8135, 67.0355, 'Zamzama');
  const landmark = place('park', 'landmark', 24.81, 67.02, 'Park');

  it('labels areas from a lower zoom than markets', () => {
    expect(LABEL_MIN_ZOOM.area).toBeLessThan(LABEL_MIN_ZOOM.market);
    const at13 = layOutPlaces([market, area], 13);
    expect(labelled(at13)).toEqual(['clifton']);
    expect(drawn(at13)).toContain('zamzama');
    const at16 = layOutPlaces([market, area], 16);
    expect(labelled(at16)).toEqual(['clifton', 'zamzama']);
  });

  it('draws nothing of a kind below its zoom', () => {
    expect(layOutPlaces([market, landmark], POINT_MIN_ZOOM.market - 1)).toEqual([]);
    expect(drawn(layOutPlaces([area], POINT_MIN_ZOOM.area))).toEqual(['clifton']);
    expect(labelled(layOutPlaces([area], POINT_MIN_ZOOM.area))).toEqual([]);
  });

  it('leaves off a name that would run into one already placed, areas first', () => {
    const nearArea = place('bazaar', 'market', 24.82, 67.0301, 'Clifton Bazaar');
    const laidOut = layOutPlaces([nearArea, area], 16);
    expect(drawn(laidOut)).toEqual(['clifton', 'bazaar']);
    expect(labelled(laidOut)).toEqual(['clifton']);
  });

  it('labels places far enough apart', () => {
    const far = place('far', 'area', 24.9, 67.1, 'Gulshan');
    expect(labelled(layOutPlaces([area, far], 13))).toEqual(['clifton', 'far']);
  });
});
