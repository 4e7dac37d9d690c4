import { runServiceMain } from '@lieux/service-kit';
import { ConnectionsEnv } from './config/connections.env.js';
import { connectionsModule } from './connections.module.js';

runServiceMain({ name: 'connections', env: ConnectionsEnv, module: connectionsModule });
