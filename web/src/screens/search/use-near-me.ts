import { useState } from 'react';
import { showToast } from '../../toasts/show-toast';

export interface Position {
  lat: number;
  lng: number;
}

interface GeoTexts {
  unsupportedTitle: string;
  unsupported: string;
  errorTitle: string;
  error: string;
  success: string;
}

/**
 * 'Près de moi': asks the browser for its position, with the spec's messages (section 8):
 * not supported, error, 'Position obtenue'. The position is used for the search and not kept.
 */
export function useNearMe(texts: GeoTexts, onPosition: (position: Position) => void) {
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      showToast(texts.unsupported, 'error', texts.unsupportedTitle);
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
        showToast(texts.error, 'error', texts.errorTitle);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return { locating, locate };
}
