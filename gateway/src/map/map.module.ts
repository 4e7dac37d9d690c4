import { Module, type DynamicModule } from '@nestjs/common';
import type { MapConfigDto } from '@lieux/contracts';
import type { GatewayEnv } from '../config/gateway.env.js';
import { MAP_CONFIG, MapController } from './map.controller.js';

export function mapConfigOf(env: GatewayEnv): MapConfigDto {
  const tileUrl = env.MAP_TILE_URL.trim();
  return { tileUrl, tileAttribution: tileUrl === '' ? '' : env.MAP_TILE_ATTRIBUTION.trim(), tileMaxZoom: env.MAP_TILE_MAX_ZOOM };
}

/** The map (issue 27): its tiles from MAP_TILE_* and its clustered venues (docs/map.md). */
@Module({})
export class MapGatewayModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: MapGatewayModule,
      controllers: [MapController],
      providers: [{ provide: MAP_CONFIG, useValue: mapConfigOf(env) }],
    };
  }
}
