/** The services feature as the rest of the server sees it. */
export { BaseAddressService } from './base-address.service';
export { DemandService } from './demand.service';
export { DrawnAreaService } from './drawn-area.service';
export { ServicePartsService } from './service-parts.service';
export { servicesRoutes } from './services.routes';
export { SERVICE_NOT_FOUND, ServicesService, ownService } from './services.service';
