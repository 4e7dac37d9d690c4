import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Bbox, MapClusterDto } from '@lieux/contracts';
import { INTL_LOCALES } from '../i18n/intl-locales';
import { usePlural, useT } from '../i18n/use-t';
import { useLocale } from '../i18n/use-locale';
import { cityLabel } from '../i18n/place-label';
import { placeMessages } from '../i18n/places.fr';
import { getThereMessages } from '../venues/get-there.fr';
import { scoreColor } from '../venues/score-colors';
import { loadBaseMap } from './base-map';
import { BASE_MAP_COLOURS } from './base-map-colours';
import { BASE_MAP_ATTRIBUTION, currentTileConfig } from './map-config';
import { CARD_POPUP_WIDTH, popupContent, type PopupLabels } from './map-popup';
import { mapMessages } from './map.fr';
import classes from './venue-map.module.css';
import { MOROCCAN_CITIES } from './moroccan-cities';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  name: string;
  /** The line under the name in the popup (address, city). */
  detail: string;
  score: number | null;
  /** The venue page the popup links to; empty for a marker without a page yet (the venue form's pin). */
  href: string;
  /** The venue's slug, for a popup that shows its card; absent for the venue form's pin. */
  slug?: string;
  /** "Itinéraire": a maps link to the venue's coordinates; absent or null: none shown (the form's pin). */
  directionsHref?: string | null;
  /** "Appeler": `tel:`; absent or null when the venue has no phone that can be dialled. */
  callHref?: string | null;
}

/** What the map shows after a move: its area, its zoom, and whether the reader moved it (not a fit). */
export interface MapView {
  bbox: Bbox;
  zoom: number;
  byReader: boolean;
}

export interface VenueMapProps {
  markers: readonly MapMarker[];
  /** Groups of venues too close together at this zoom (the search map's, from the server). */
  clusters?: readonly MapClusterDto[];
  /** The points the view fits each time they change; the markers by default. */
  fitTo?: readonly { lat: number; lng: number }[];
  /** The map's accessible name ("Carte des résultats"). */
  label: string;
  /** The popup's link text ("Voir la fiche"). */
  openLabel: string;
  /** Follows a popup's link inside the app (React Router), not with a page load. */
  onOpen: (href: string) => void;
  height: number | string;
  /** Zoom used for a single marker (the venue page's small map) when tiles are configured. */
  singleZoom?: number;
  /**
   * The venue form's map: a click places the pin there. The view then follows the pin only when it
   * leaves the view, so placing it does not move the map under the merchant's pointer — except on a
   * map with streets seen from too far to place a pin: the click then also zooms in on the street.
   */
  onPick?: (point: { lat: number; lng: number }) => void;
  /** After every move (the search map asks the server for that area's clusters). */
  onViewChange?: (view: MapView) => void;
  /** Drawn over the map, at its top (the search map's "Rechercher dans cette zone"). */
  children?: ReactNode;
  /**
   * A venue's popup drawn by the app (the search map's photo card) instead of the plain one: rendered
   * in the popup through a portal, so it has the app's theme, language and router.
   */
  renderPopup?: (marker: MapMarker) => ReactNode;
}

/** The popup open now, when the app draws it: its marker and the element Leaflet shows. */
interface OpenPopup {
  marker: MapMarker;
  element: HTMLElement;
  popup: L.Popup;
}


/** The class of venue markers (not city labels), for tests and screenshots to find them. */
export const VENUE_MARKER_CLASS = 'lieux-venue-marker';
/** The class of cluster markers. */
export const CLUSTER_MARKER_CLASS = 'lieux-cluster-marker';
/** The class of the tiles' images, for tests to find them. */
export const TILE_CLASS = 'lieux-map-tile';

/** Leaflet's panes are 200 (tiles), 400 (shapes), 600 (markers), 700 (popups). */
const BASE_PANE = 'base';
const BASE_PANE_Z = '150';
const CITY_PANE = 'cities';
const CITY_PANE_Z = '650';
/**
 * Zoom on a single venue without tiles: the base map has no streets, so the venue is shown among
 * its region's cities rather than on an empty patch of land.
 */
const OFFLINE_SINGLE_ZOOM = 7;
/** Without tiles, results in one city stop at a zoom that still shows the coast and the city's name. */
const OFFLINE_MAX_FIT_ZOOM = 11;
const OFFLINE_MAX_ZOOM = 14;
/** A pin is placed on a street from this zoom on (tiles only); a click from farther zooms in first. */
const STREET_ZOOM = 16;

/** The class of Morocco's shape on the base map, for tests to find it. */
export const BASE_MAP_HOME_CLASS = 'lieux-base-map-home';

/** Morocco with its southern provinces: the view before any marker is known. */
const MOROCCO_BOUNDS = L.latLngBounds([20.8, -17.2], [36.0, -1.0]);

function markerIcon(marker: MapMarker): L.DivIcon {
  const badge = document.createElement('span');
  badge.className = classes.marker;
  badge.style.backgroundColor = scoreColor(marker.score);
  badge.textContent = marker.score === null ? '–' : String(Math.round(marker.score));
  return L.divIcon({ html: badge, className: VENUE_MARKER_CLASS, iconSize: [MARKER_SIZE, MARKER_SIZE], iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2], popupAnchor: [0, -16] });
}

/** A cluster's circle grows with the number of digits of its count: 36 px for 2, 52 px for 10,000. */
function clusterSize(count: number): number {
  return 36 + 4 * Math.max(0, Math.floor(Math.log10(count)));
}

/** The cluster's circle, its count in the reader's digits and grouping (Intl, intl-locales.ts). */
function clusterIcon(count: number, intlLocale: string): L.DivIcon {
  const size = clusterSize(count);
  const circle = document.createElement('span');
  circle.className = classes.cluster;
  circle.style.width = circle.style.height = `${size}px`;
  circle.textContent = new Intl.NumberFormat(intlLocale).format(count);
  return L.divIcon({ html: circle, className: CLUSTER_MARKER_CLASS, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

/** A venue's badge, in pixels (venue-map.module.css, `.marker`). */
const MARKER_SIZE = 34;

interface CityLabel {
  at: L.LatLng;
  text: HTMLSpanElement;
}

interface DrawnCircle {
  at: L.LatLng;
  radius: number;
}

/**
 * Keeps every city name clear of the markers and clusters: a name whose place a circle covers is
 * written just under that circle (as a map writes a name beside its symbol), the others on their place.
 */
function clearCityLabels(map: L.Map, labels: readonly CityLabel[], circles: readonly DrawnCircle[]): void {
  for (const label of labels) {
    const place = map.latLngToLayerPoint(label.at);
    // The name's box (centred on its place) against each circle: the distance from the centre to the box.
    const halfWidth = label.text.offsetWidth / 2;
    const halfHeight = label.text.offsetHeight / 2;
    const covering = circles.find((circle) => {
      const centre = map.latLngToLayerPoint(circle.at);
      const dx = Math.max(Math.abs(centre.x - place.x) - halfWidth, 0);
      const dy = Math.max(Math.abs(centre.y - place.y) - halfHeight, 0);
      return Math.hypot(dx, dy) < circle.radius + 2;
    });
    label.text.style.transform = covering
      ? `translate(-50%, ${Math.round(map.latLngToLayerPoint(covering.at).y - place.y + covering.radius + 2)}px)`
      : '';
  }
}

/** The visible area, kept within the ranges the map endpoint reads (Leaflet's can pass ±180°). */
function visibleBbox(map: L.Map): Bbox {
  const bounds = map.getBounds();
  return {
    west: Math.max(-180, bounds.getWest()),
    south: Math.max(-90, bounds.getSouth()),
    east: Math.min(180, bounds.getEast()),
    north: Math.min(90, bounds.getNorth()),
  };
}

/**
 * A Leaflet map of venues (its own lazily loaded chunk). Underneath, always, the bundled Natural
 * Earth base map with the main cities labelled; over it the configured street tiles when there are
 * any (a dead tile server leaves the base map showing); then clusters and one marker per venue in
 * its score colour, with a popup linking to the venue and the ways to get there.
 */
export default function VenueMap({ markers, clusters = [], fitTo, label, openLabel, onOpen, height, singleZoom = 15, onPick, onViewChange, children, renderPopup }: VenueMapProps) {
  const tn = usePlural(mapMessages);
  const { locale } = useLocale();
  // The popup's actions say what the venue page's and the cards' say.
  const tGetThere = useT(getThereMessages);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const viewRef = useRef(onViewChange);
  viewRef.current = onViewChange;
  /** The points of the last fit, so the view moves only when they change. */
  const fittedKey = useRef<string | null>(null);
  /** Whether the reader touched the map since the last fit (a move is then theirs). */
  const touched = useRef(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [openPopup, setOpenPopup] = useState<OpenPopup | null>(null);
  /** The venue whose card is open, kept while the markers are drawn again (the popup's own pan asks the server anew). */
  const openVenueId = useRef<string | null>(null);
  const redrawing = useRef(false);
  const drawsPopups = renderPopup !== undefined;
  /** The city names and what is drawn on the map (markers, clusters), to keep the names clear of it. */
  const cityLabels = useRef<CityLabel[]>([]);
  const tPlaces = useT(placeMessages);
  /** The names the city labels are first written with; a change of language renames them (below). */
  const tPlacesRef = useRef(tPlaces);
  tPlacesRef.current = tPlaces;
  useEffect(() => {
    cityLabels.current.forEach((label, index) => {
      const city = MOROCCAN_CITIES[index];
      if (city) label.text.textContent = cityLabel(tPlaces, city.name);
    });
  }, [tPlaces]);
  const drawn = useRef<DrawnCircle[]>([]);

  useEffect(() => {
    if (!container.current) return;
    const element = container.current;
    const tiles = currentTileConfig();
    const created = L.map(element, { zoomSnap: 0.5, maxZoom: tiles?.maxZoom ?? OFFLINE_MAX_ZOOM, minZoom: 4, attributionControl: false });
    L.control.attribution({ prefix: false }).addAttribution(BASE_MAP_ATTRIBUTION).addTo(created);
    created.fitBounds(MOROCCO_BOUNDS);
    // The base map under the tiles: where a tile does not load, Morocco still shows through.
    created.createPane(BASE_PANE).style.zIndex = BASE_PANE_Z;
    let cancelled = false;
    void loadBaseMap().then(
      (geojson) => {
        if (cancelled) return;
        L.geoJSON(geojson, {
          interactive: false,
          pane: BASE_PANE,
          style: (feature) =>
            feature?.properties?.role === 'home'
              ? { color: BASE_MAP_COLOURS.home.border, weight: 1.5, fillColor: BASE_MAP_COLOURS.home.fill, fillOpacity: 1, className: BASE_MAP_HOME_CLASS }
              : { color: BASE_MAP_COLOURS.neighbour.border, weight: 1, fillColor: BASE_MAP_COLOURS.neighbour.fill, fillOpacity: 1 },
        }).addTo(created);
      },
      () => undefined, // Without the base map the tiles (if any) and the markers still show.
    );
    // City names above the markers (with a halo), so no marker hides one; the tiles name the cities
    // themselves, so once a tile has loaded the labels go.
    created.createPane(CITY_PANE).style.zIndex = CITY_PANE_Z;
    const cities = L.layerGroup().addTo(created);
    cityLabels.current = [];
    for (const city of MOROCCAN_CITIES) {
      const text = document.createElement('span');
      text.className = classes.cityLabel;
      text.textContent = cityLabel(tPlacesRef.current, city.name);
      cityLabels.current.push({ at: L.latLng(city.lat, city.lng), text });
      L.marker([city.lat, city.lng], {
        icon: L.divIcon({ html: text, className: '', iconSize: [0, 0] }),
        interactive: false,
        keyboard: false,
        pane: CITY_PANE,
      }).addTo(cities);
    }
    /** Whether the map shows streets: tiles configured, and not all failed. */
    let streets = tiles !== null;
    if (tiles) {
      let drawn = 0;
      const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom, className: TILE_CLASS });
      layer.on('tileload', () => {
        drawn += 1;
        cities.remove();
      });
      // Every tile of the first view failed (a dead or refusing server): the map goes on as the
      // offline one — its zooms, its city names — rather than an empty street-level square.
      layer.once('load', () => {
        if (drawn > 0 || cancelled) return;
        streets = false;
        layer.remove();
        // Not setMaxZoom: it would zoom out with an animation, during which Leaflet drops the
        // offline view the refit sets (setView is ignored while a zoom animates).
        created.options.maxZoom = OFFLINE_MAX_ZOOM;
        created.fire('zoomlevelschange');
        setTilesFailed(true);
      });
      layer.addTo(created);
    }
    markerLayer.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      const pick = pickRef.current;
      if (!pick) return;
      pick({ lat: event.latlng.lat, lng: event.latlng.lng });
      if (streets && created.getZoom() < STREET_ZOOM) created.setView(event.latlng, STREET_ZOOM + 1);
    });
    const touch = () => {
      touched.current = true;
    };
    for (const type of ['pointerdown', 'wheel', 'keydown']) element.addEventListener(type, touch, { passive: true });
    created.on('zoomend', () => clearCityLabels(created, cityLabels.current, drawn.current));
    created.on('moveend', () => viewRef.current?.({ bbox: visibleBbox(created), zoom: Math.round(created.getZoom()), byReader: touched.current }));
    map.current = created;
    return () => {
      cancelled = true;
      for (const type of ['pointerdown', 'wheel', 'keydown']) element.removeEventListener(type, touch);
      created.remove();
      map.current = null;
    };
  }, []);

  const popupLabels = useMemo<PopupLabels>(
    () => ({ open: openLabel, directions: tGetThere('directions'), call: tGetThere('call'), opensInNewTab: tGetThere('opensInNewTab') }),
    [openLabel, tGetThere],
  );

  useEffect(() => {
    const current = map.current;
    const layer = markerLayer.current;
    if (!current || !layer) return;
    const reopen = openVenueId.current;
    redrawing.current = true;
    layer.clearLayers();
    redrawing.current = false;
    drawn.current = [
      ...clusters.map((cluster) => ({ at: L.latLng(cluster.lat, cluster.lng), radius: clusterSize(cluster.count) / 2 })),
      ...markers.map((marker) => ({ at: L.latLng(marker.lat, marker.lng), radius: MARKER_SIZE / 2 })),
    ];
    clearCityLabels(current, cityLabels.current, drawn.current);
    // A venue now inside a cluster: its card is closed for good.
    if (!markers.some((marker) => marker.id === reopen)) openVenueId.current = null;
    for (const cluster of clusters) {
      const placed = L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster.count, INTL_LOCALES[locale]), title: tn('cluster', cluster.count), alt: tn('cluster', cluster.count) });
      placed.on('click', () => {
        const bounds = L.latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]);
        // Venues at one spot: the bounds are a point, so zoom in on it instead.
        if (bounds.getNorthEast().equals(bounds.getSouthWest())) current.setView(bounds.getCenter(), Math.min(current.getMaxZoom(), current.getZoom() + 3));
        else current.fitBounds(bounds, { padding: [48, 48] });
      });
      placed.addTo(layer);
    }
    for (const marker of markers) {
      const placed = L.marker([marker.lat, marker.lng], { icon: markerIcon(marker), title: marker.name, alt: marker.name, riseOnHover: true });
      if (marker.href !== '' && drawsPopups) {
        const element = document.createElement('div');
        // Open again after a redraw, it stays where it is: its first opening already brought it into view.
        // Brought into view below the map's top overlay ("Rechercher dans cette zone"), which would hide its close button.
        placed.bindPopup(element, { className: classes.cardPopup, minWidth: CARD_POPUP_WIDTH, maxWidth: CARD_POPUP_WIDTH, autoPan: marker.id !== reopen, autoPanPaddingTopLeft: [12, 60], autoPanPaddingBottomRight: [12, 12] });
        placed.on('popupopen', (event: L.PopupEvent) => {
          openVenueId.current = marker.id;
          setOpenPopup({ marker, element, popup: event.popup });
        });
        placed.on('popupclose', (event: L.PopupEvent) => {
          if (!redrawing.current) openVenueId.current = null;
          event.popup.options.autoPan = true;
          setOpenPopup((shown) => (shown?.element === element ? null : shown));
        });
        if (marker.id === reopen) {
          placed.addTo(layer).openPopup();
          continue;
        }
      } else if (marker.href !== '') placed.bindPopup(popupContent(marker, popupLabels, (href) => openRef.current(href)));
      placed.addTo(layer);
    }
  }, [markers, clusters, popupLabels, tn, locale, drawsPopups]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const points = fitTo ?? markers;
    // Tiles that failed: the view is fitted again with the offline map's zooms.
    const key = `${tilesFailed}:${points.map((point) => `${point.lat},${point.lng}`).join(';')}`;
    if (key === fittedKey.current) return;
    const first = fittedKey.current === null;
    fittedKey.current = key;
    // Placing the pin by a click keeps the view; a pin out of sight (typed, or 'my position') is brought in.
    if (pickRef.current && !first && points.every((point) => current.getBounds().contains([point.lat, point.lng]))) return;
    touched.current = false;
    const tiles = currentTileConfig() !== null && !tilesFailed;
    if (points.length === 1) current.setView([points[0].lat, points[0].lng], tiles ? singleZoom : OFFLINE_SINGLE_ZOOM);
    else if (points.length > 1) {
      const bounds = L.latLngBounds(points.map((point) => [point.lat, point.lng]));
      current.fitBounds(bounds, { padding: [36, 36], maxZoom: tiles ? 16 : OFFLINE_MAX_FIT_ZOOM });
    } else if (first) viewRef.current?.({ bbox: visibleBbox(current), zoom: Math.round(current.getZoom()), byReader: false });
  }, [fitTo, markers, singleZoom, tilesFailed]);

  return (
    <div className={classes.frame} style={{ height }}>
      <div ref={container} dir="ltr" role="region" aria-label={label} className={classes.map} />
      {children}
      {openPopup && renderPopup ? createPortal(<PopupFit popup={openPopup.popup}>{renderPopup(openPopup.marker)}</PopupFit>, openPopup.element) : null}
    </div>
  );
}

/**
 * The app's popup content, in the reader's direction; Leaflet measured the popup when it opened, so
 * each change of the content's size (the card replacing its placeholder, the cover loading) places it again.
 */
function PopupFit({ popup, children }: { popup: L.Popup; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => popup.update());
    observer.observe(element);
    return () => observer.disconnect();
  }, [popup]);
  return (
    <div ref={box} dir={document.documentElement.dir || 'auto'}>
      {children}
    </div>
  );
}
