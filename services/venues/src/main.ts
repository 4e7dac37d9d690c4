import { runServiceMain } from '@lieux/service-kit';
import { VenuesEnv } from './config/venues.env.js';
import { venuesModule } from './venues.module.js';

runServiceMain({ name: 'venues', env: VenuesEnv, module: venuesModule });
