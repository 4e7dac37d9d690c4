import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { scoreColor } from '../venues/score-colors';
import { loadBaseMap } from './base-map';
import { BASE_MAP_COLOURS } from './base-map-colours';
import { BASE_MAP_ATTRIBUTION, tileConfig } from './map-config';
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
}

export interface VenueMapProps {
  markers: readonly MapMarker[];
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
   * leaves the view, so placing it does not move the map under the merchant's pointer.
   */
  onPick?: (point: { lat: number; lng: number }) => void;
}

/** The class of venue markers (not city labels), for tests and screenshots to find them. */
export const VENUE_MARKER_CLASS = 'lieux-venue-marker';

const CITY_PANE = 'cities';
/**
 * Zoom on a single venue without tiles: the base map has no streets, so the venue is shown among
 * its region's cities rather than on an empty patch of land.
 */
const OFFLINE_SINGLE_ZOOM = 7;
/** Without tiles, results in one city stop at a zoom that still shows the coast and the city's name. */
const OFFLINE_MAX_FIT_ZOOM = 11;

/** The class of Morocco's shape on the base map, for tests to find it. */
export const BASE_MAP_HOME_CLASS = 'lieux-base-map-home';

/** Morocco with its southern provinces: the view before any marker is known. */
const MOROCCO_BOUNDS = L.latLngBounds([20.8, -17.2], [36.0, -1.0]);

function markerIcon(marker: MapMarker): L.DivIcon {
  const badge = document.createElement('span');
  badge.className = classes.marker;
  badge.style.backgroundColor = scoreColor(marker.score);
  badge.textContent = marker.score === null ? '–' : String(Math.round(marker.score));
  return L.divIcon({ html: badge, className: VENUE_MARKER_CLASS, iconSize: [34, 34], iconAnchor: [17, 17], popupAnchor: [0, -16] });
}

function popupContent(marker: MapMarker, openLabel: string, onOpen: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.dir = 'auto';
  const name = document.createElement('strong');
  name.textContent = marker.name;
  const detail = document.createElement('div');
  detail.textContent = marker.detail;
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = openLabel;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    onOpen(marker.href);
  });
  box.append(name, detail, link);
  return box;
}

/**
 * A Leaflet map of venues (its own lazily loaded chunk): the bundled Natural Earth base map with
 * the main cities labelled, configured tiles on top when there are any, one marker per venue in
 * its score colour with a popup linking to the venue, the view fitted to the markers.
 */
export default function VenueMap({ markers, label, openLabel, onOpen, height, singleZoom = 15, onPick }: VenueMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const fitted = useRef(false);

  useEffect(() => {
    if (!container.current) return;
    const tiles = tileConfig();
    const created = L.map(container.current, { zoomSnap: 0.5, maxZoom: tiles ? 18 : 14, minZoom: 4, attributionControl: false });
    L.control.attribution({ prefix: false }).addAttribution(BASE_MAP_ATTRIBUTION).addTo(created);
    created.fitBounds(MOROCCO_BOUNDS);
    let cancelled = false;
    void loadBaseMap().then(
      (geojson) => {
        if (cancelled) return;
        const base = L.geoJSON(geojson, {
          interactive: false,
          style: (feature) =>
            feature?.properties?.role === 'home'
              ? { color: BASE_MAP_COLOURS.home.border, weight: 1.5, fillColor: BASE_MAP_COLOURS.home.fill, fillOpacity: 1, className: BASE_MAP_HOME_CLASS }
              : { color: BASE_MAP_COLOURS.neighbour.border, weight: 1, fillColor: BASE_MAP_COLOURS.neighbour.fill, fillOpacity: 1 },
        }).addTo(created);
        base.bringToBack();
      },
      () => undefined, // Without the base map the tiles (if any) and the markers still show.
    );
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(created);
    // City names sit below the venue markers (markerPane is 600), so a marker's score stays readable.
    created.createPane(CITY_PANE).style.zIndex = '450';
    const cities = L.layerGroup().addTo(created);
    for (const city of MOROCCAN_CITIES) {
      const text = document.createElement('span');
      text.className = classes.cityLabel;
      text.textContent = city.name;
      L.marker([city.lat, city.lng], {
        icon: L.divIcon({ html: text, className: '', iconSize: [0, 0] }),
        interactive: false,
        keyboard: false,
        pane: CITY_PANE,
      }).addTo(cities);
    }
    markerLayer.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pickRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
    map.current = created;
    return () => {
      cancelled = true;
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    const layer = markerLayer.current;
    if (!current || !layer) return;
    layer.clearLayers();
    for (const marker of markers) {
      const placed = L.marker([marker.lat, marker.lng], { icon: markerIcon(marker), title: marker.name, alt: marker.name, riseOnHover: true });
      if (marker.href !== '') placed.bindPopup(popupContent(marker, openLabel, (href) => openRef.current(href)));
      placed.addTo(layer);
    }
    // Placing the pin by a click keeps the view; a pin out of sight (typed, or 'my position') is brought in.
    if (pickRef.current && fitted.current && markers.every((marker) => current.getBounds().contains([marker.lat, marker.lng]))) return;
    if (markers.length > 0) fitted.current = true;
    const tiles = tileConfig() !== null;
    if (markers.length === 1) current.setView([markers[0].lat, markers[0].lng], tiles ? singleZoom : OFFLINE_SINGLE_ZOOM);
    else if (markers.length > 1) {
      const bounds = L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng]));
      current.fitBounds(bounds, { padding: [36, 36], maxZoom: tiles ? 16 : OFFLINE_MAX_FIT_ZOOM });
    }
  }, [markers, openLabel, singleZoom]);

  return <div ref={container} dir="ltr" role="region" aria-label={label} className={classes.map} style={{ height }} />;
}
