import type { MapMarker } from './venue-map';

/** The search map's popup card's width: a cover wide enough to read, within a 320 px phone's map. */
export const CARD_POPUP_WIDTH = 264;

/** The popup's texts, in the reader's language. */
export interface PopupLabels {
  open: string;
  directions: string;
  call: string;
  opensInNewTab: string;
}

function link(href: string, text: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

/**
 * A venue's popup: its name and address, the link to its page (followed inside the app), and the
 * compact "get there" actions it has — directions from its coordinates (a new tab: the maps app or
 * Google Maps), a call when it has a phone that can be dialled. No phone, no call link.
 */
export function popupContent(marker: MapMarker, labels: PopupLabels, onOpen: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.dir = 'auto';
  const name = document.createElement('strong');
  name.textContent = marker.name;
  const detail = document.createElement('div');
  detail.textContent = marker.detail;
  box.append(name, detail);
  const actions = document.createElement('div');
  actions.className = 'lieux-map-popup-actions';
  // The actions are in the reader's language: in the page's direction (right to left in Arabic).
  actions.dir = document.documentElement.dir || 'auto';
  if (marker.href !== '') {
    const open = link(marker.href, labels.open);
    open.addEventListener('click', (event) => {
      event.preventDefault();
      onOpen(marker.href);
    });
    actions.append(open);
  }
  if (marker.directionsHref) {
    const directions = link(marker.directionsHref, labels.directions);
    directions.target = '_blank';
    directions.rel = 'noopener noreferrer';
    directions.setAttribute('aria-label', `${labels.directions} ${labels.opensInNewTab}`);
    actions.append(directions);
  }
  if (marker.callHref) actions.append(link(marker.callHref, labels.call));
  box.append(actions);
  return box;
}
