import { type GeoJSONSource, type MapMouseEvent, Map as MapLibreMap, type MapTouchEvent, setWorkerUrl } from 'maplibre-gl';
import cssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../../domain/geo/geometry';
import { type Bounds, BASE_ZOOM, type FeatureCollection, MAX_BOUNDS, TAIWAN_VIEW } from './map-features';

// The worker is a file of this site (no blob: worker for the CSP), loaded only with this chunk.
setWorkerUrl(workerUrl);

/** MapLibre's stylesheet, added once when the map first shows (the app's own stylesheet leaves it out). */
function addStylesheet() {
  if (document.querySelector('link[data-map-css]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = cssUrl;
  link.dataset.mapCss = '';
  document.head.append(link);
}

export interface AreaMapCanvasProps {
  styleUrl: string;
  /** The map's accessible name. */
  label: string;
  area: FeatureCollection;
  /** The demand's points, or null for no heatmap. */
  heat: FeatureCollection | null;
  /** Where the map opens: the area's box, else the base, else Taiwan. */
  fit: Bounds | null;
  start: LatLng | null;
  /** Changes when the pro sets a base: the map comes to it. */
  focus: LatLng | null;
  onTap(point: LatLng): void;
  onHandleDrag(point: LatLng): void;
  onCentre(point: LatLng): void;
  onReady(): void;
  onFailure(): void;
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
const AREA_COLOUR = '#1565c0';

function addLayers(map: MapLibreMap) {
  map.addSource('demand', { type: 'geojson', data: EMPTY });
  map.addSource('area', { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: 'demand-heat',
    type: 'heatmap',
    source: 'demand',
    paint: {
      'heatmap-weight': ['get', 'weight'],
      'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 6, 18, 12, 60],
      'heatmap-opacity': 0.7,
    },
  });
  map.addLayer({ id: 'area-fill', type: 'fill', source: 'area', filter: ['==', ['get', 'role'], 'area'], paint: { 'fill-color': AREA_COLOUR, 'fill-opacity': 0.25 } });
  map.addLayer({
    id: 'area-line',
    type: 'line',
    source: 'area',
    filter: ['in', ['get', 'role'], ['literal', ['area', 'path']]],
    paint: { 'line-color': AREA_COLOUR, 'line-width': 2 },
  });
  map.addLayer({
    id: 'area-points',
    type: 'circle',
    source: 'area',
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': ['match', ['get', 'role'], 'handle', 10, 'base', 7, 6],
      'circle-color': ['match', ['get', 'role'], 'handle', '#ffffff', AREA_COLOUR],
      'circle-stroke-color': AREA_COLOUR,
      'circle-stroke-width': 2,
    },
  });
}

const toLatLng = (e: { lngLat: { lat: number; lng: number } }): LatLng => ({ lat: e.lngLat.lat, lng: e.lngLat.lng });

/** The MapLibre map of the area step: draws the area and the demand, and reports taps and the handle's drags. */
export default function AreaMapCanvas(props: AreaMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const ready = useRef(false);
  // The latest props, read by the map's listeners (the map is made once).
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!container.current) return;
    addStylesheet();
    let map: MapLibreMap;
    try {
      const { fit, start } = latest.current;
      map = new MapLibreMap({
        container: container.current,
        style: latest.current.styleUrl,
        center: start ? [start.lng, start.lat] : [TAIWAN_VIEW.centre.lng, TAIWAN_VIEW.centre.lat],
        zoom: start ? BASE_ZOOM : TAIWAN_VIEW.zoom,
        maxBounds: MAX_BOUNDS,
        dragRotate: false,
        pitchWithRotate: false,
        ...(fit ? { bounds: fit, fitBoundsOptions: { padding: 24 } } : {}),
      });
    } catch {
      // No WebGL in this browser: the district list alone.
      latest.current.onFailure();
      return;
    }
    mapRef.current = map;
    map.touchZoomRotate.disableRotation();
    map.getCanvas().setAttribute('aria-label', latest.current.label);
    map.on('error', () => {
      if (!ready.current) latest.current.onFailure();
    });
    map.on('load', () => {
      addLayers(map);
      ready.current = true;
      (map.getSource('area') as GeoJSONSource).setData(latest.current.area);
      (map.getSource('demand') as GeoJSONSource).setData(latest.current.heat ?? EMPTY);
      latest.current.onCentre(map.getCenter());
      latest.current.onReady();
    });
    map.on('moveend', () => latest.current.onCentre(map.getCenter()));

    // Dragging the circle's handle sets the radius; a click right after a drag is not a tap.
    let dragging = false;
    let dragged = false;
    const move = (e: MapMouseEvent | MapTouchEvent) => {
      dragged = true;
      latest.current.onHandleDrag(toLatLng(e));
    };
    const end = () => {
      if (!dragging) return;
      dragging = false;
      map.dragPan.enable();
      map.off('mousemove', move);
      map.off('touchmove', move);
    };
    const start = (e: MapMouseEvent | MapTouchEvent) => {
      if (e.type === 'touchstart' && (e as MapTouchEvent).points.length !== 1) return;
      const onHandle = map.queryRenderedFeatures(e.point, { layers: ['area-points'] }).some((f) => f.properties.role === 'handle');
      if (!onHandle) return;
      e.preventDefault();
      dragging = true;
      dragged = false;
      map.dragPan.disable();
      map.on('mousemove', move);
      map.on('touchmove', move);
    };
    map.on('mousedown', start);
    map.on('touchstart', start);
    map.on('mouseup', end);
    map.on('touchend', end);
    map.on('click', (e) => {
      if (dragged) {
        dragged = false;
        return;
      }
      latest.current.onTap(toLatLng(e));
    });
    return () => {
      ready.current = false;
      mapRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    if (ready.current) (mapRef.current?.getSource('area') as GeoJSONSource | undefined)?.setData(props.area);
  }, [props.area]);

  useEffect(() => {
    if (ready.current) (mapRef.current?.getSource('demand') as GeoJSONSource | undefined)?.setData(props.heat ?? EMPTY);
  }, [props.heat]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !props.focus) return;
    map.easeTo({ center: [props.focus.lng, props.focus.lat], zoom: Math.max(map.getZoom(), BASE_ZOOM) });
  }, [props.focus]);

  return <div ref={container} className="area-map__canvas" data-testid="area-map" />;
}
