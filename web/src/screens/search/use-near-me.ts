import { useState } from 'react';
import { showToast } from '../../toasts/show-toast';

export interface Position {
  lat: number;
  lng: number;
}

export interface GeoTexts {
  unsupportedTitle: string;
  unsupported: string;
  errorTitle: string;
  error: string;
  success: string;
}

/** The spec's geolocation messages (section 8) from a catalog that has them under `geo.*`. */
export type GeoMessageKey = 'geo.unsupportedTitle' | 'geo.unsupported' | 'geo.errorTitle' | 'geo.error' | 'geo.success';

export function geoTexts(t: (key: GeoMessageKey) => string): GeoTexts {
  return { unsupportedTitle: t('geo.unsupportedTitle'), unsupported: t('geo.unsupported'), errorTitle: t('geo.errorTitle'), error: t('geo.error'), success: t('geo.success') };
}

/**
 * 'Près de moi': asks the browser for its position, with the spec's messages (section 8):
 * not supported, error, 'Position obtenue'. The position is used for the search and not kept.
 */
export function useNearMe(texts: GeoTexts, onPosition: (position: Position) => void) {
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      showToast(texts.unsupported, 'error', { title: texts.unsupportedTitle });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        showToast(texts.success, 'success');
        onPosition({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        showToast(texts.error, 'error', { title: texts.errorTitle });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return { locating, locate };
}
