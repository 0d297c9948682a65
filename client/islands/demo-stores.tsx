import { useId, useState } from "react";
import { STORES_DATA } from "#demo-stores-data";
import { formatKm, formatMiles } from "../demos/distance/travel.ts";
import { PlacePicker } from "../demos/place-picker.tsx";
import {
  nearestStores,
  SERVICE_NAMES,
  STORE_SERVICES,
  storeAddress,
  type StoreService,
} from "../demos/stores/stores.ts";
import type { LatLng } from "../maps/lat-lng.ts";
import { directionsUrl } from "../maps/links.ts";
import { MapText } from "../maps/map-text.tsx";
import { MapView } from "../maps/map-view.tsx";
import type { MapTiles } from "../maps/tiles.ts";
import { browserPosition } from "../tools/location/browser-position.ts";

// Checked against storesFileSchema by client/demos/stores/stores.test.ts; none on the server (stores-data.server.ts).
const STORES = STORES_DATA.stores;
const SHOWN = 5;

interface Origin {
  label: string;
  position: LatLng;
  key: string;
}

/**
 * The store locator demo: a fictional chain's 40 shops (content/demos/stores.json); search a
 * town or postcode, or use your position, and get the nearest shops in a list and on a map.
 */
export default function DemoStores({ tiles, embedded }: { tiles: MapTiles | null; embedded: boolean }) {
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [service, setService] = useState<StoreService | "">("");
  const [locating, setLocating] = useState<"idle" | "busy" | "failed">("idle");
  const textId = useId();
  const found = origin ? nearestStores(origin.position, STORES, { limit: SHOWN, service: service || null }) : [];

  async function locateVisitor() {
    setLocating("busy");
    const outcome = await browserPosition();
    if (!outcome.ok) return setLocating("failed");
    setLocating("idle");
    setOrigin({
      label: "your position",
      position: outcome.position,
      key: `me:${outcome.position.lat},${outcome.position.lng}`,
    });
  }

  return (
    <div className="demo demo--stores">
      <div className="stores__search">
        <PlacePicker
          id="stores-place"
          label="Find a shop near"
          embedded={embedded}
          onPlace={(place) => setOrigin({ label: place.label, position: place.position, key: place.result.public_id })}
        />
        <div className="tool-field">
          <label className="tool-field__label" htmlFor="stores-service">
            Service
          </label>
          <select
            id="stores-service"
            className="tool-field__control"
            value={service}
            onChange={(event) => setService(event.target.value as StoreService | "")}
          >
            <option value="">Any service</option>
            {STORE_SERVICES.map((s) => (
              <option key={s} value={s}>
                {SERVICE_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary stores__locate"
          onClick={() => void locateVisitor()}
          disabled={locating === "busy"}
        >
          {locating === "busy" ? "Finding you…" : "Use my position"}
        </button>
      </div>
      {locating === "failed" ? (
        <p className="demo__hint" role="note">
          Your browser did not share your position: search a town or a postcode instead.
        </p>
      ) : null}

      {origin ? (
        <>
          <p className="stores__summary" role="status">
            {found.length > 0
              ? `The ${found.length} ${STORES_DATA.brand} shops nearest to ${origin.label}`
              : `No ${STORES_DATA.brand} shop offers this service.`}
          </p>
          <div className="stores__layout">
            <ol className="stores__list">
              {found.map(({ store, km }) => (
                <li key={store.id} className="store-card" data-store={store.id}>
                  <p className="store-card__name">{store.name}</p>
                  <p className="store-card__distance">
                    {formatKm(km)} <span>({formatMiles(km)})</span>
                  </p>
                  <p className="store-card__address">{storeAddress(store)}</p>
                  <p className="store-card__hours">{store.hours}</p>
                  {store.phone ? <p className="store-card__phone">{store.phone}</p> : null}
                  <ul className="store-card__services" aria-label="Services">
                    {store.services.map((s) => (
                      <li key={s}>{SERVICE_NAMES[s]}</li>
                    ))}
                  </ul>
                  <a
                    className="store-card__directions"
                    href={directionsUrl(store)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Directions<span className="visually-hidden"> to {store.name}</span>
                  </a>
                </li>
              ))}
            </ol>
            <div className="stores__map">
              <MapView
                key={`${origin.key}|${service}`}
                label={`Map of the shops nearest to ${origin.label}`}
                center={origin.position}
                zoom={10}
                marker={origin.position}
                markerLabel={origin.label === "your position" ? "Your position" : origin.label}
                points={found.map(({ store }) => ({ position: store, label: store.name }))}
                fitPoints
                tiles={tiles}
                describedBy={textId}
              />
              <MapText
                id={textId}
                lines={[{ label: "Searched place", position: origin.position }]}
                points={found.map(({ store }) => ({ position: store, label: store.name }))}
              />
            </div>
          </div>
        </>
      ) : (
        <p className="demo__hint">
          {`${STORES_DATA.storeCount} ${STORES_DATA.brand} shops in ${STORES_DATA.countryCount} countries. Search a town or a postcode, for example Manchester, to see the nearest.`}
        </p>
      )}
    </div>
  );
}
