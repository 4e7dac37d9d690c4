import { runServiceMain } from '@lieux/service-kit';
import { AdminEnv } from './config/admin.env.js';
import { adminModule } from './admin.module.js';

runServiceMain({ name: 'admin', env: AdminEnv, module: adminModule });
