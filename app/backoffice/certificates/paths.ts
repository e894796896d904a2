/** Where the certificate screens live under the CERTIFICATE area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../access/areas';

export const certificatesPath = (): string => areaById('CERTIFICATE').path;
export const certificateEditorPath = (certificateKey: string): string => `${certificatesPath()}/${encodeURIComponent(certificateKey)}`;
