import type { MapTiles } from '@groundwork/domain/app-config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { nestFieldErrors } from '@/lib/client-form-values';
import { MapSettingsProvider, type MapSettings } from '@/lib/map-settings';
import { axeViolations } from '@/test/axe-check';
import { CoordinateFields } from './coordinate-fields';

const tiles: MapTiles = { urlTemplate: 'https://tiles.example.test/osm/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };
const minneapolisYard = { latitude: 44.9778, longitude: -93.265 };

type Values = { property: { latitude: string; longitude: string } };

// Like the property forms' schema: a position is both coordinates or neither.
const bothOrNeither: Resolver<Values> = (values) => {
  const { latitude, longitude } = values.property;
  if ((latitude === '') === (longitude === '')) return { values, errors: {} };
  const missing = latitude === '' ? 'latitude' : 'longitude';
  return { values: {}, errors: nestFieldErrors<Values>({ [`property.${missing}`]: 'Enter both the latitude and the longitude, or neither' }) };
};

function PropertyForm({ latitude = '', longitude = '' }: { latitude?: string; longitude?: string }) {
  const form = useForm<Values>({ resolver: bothOrNeither, defaultValues: { property: { latitude, longitude } } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => {})} noValidate>
        <CoordinateFields name="property" idPrefix="test-property" />
        <button type="submit">Save</button>
        <output>{form.formState.isDirty ? 'Changed' : 'Unchanged'}</output>
      </form>
    </FormProvider>
  );
}

function renderForm({ settings, latitude, longitude }: { settings?: MapSettings; latitude?: string; longitude?: string } = {}) {
  const user = userEvent.setup();
  const form = <PropertyForm latitude={latitude} longitude={longitude} />;
  render(settings ? <MapSettingsProvider settings={settings}>{form}</MapSettingsProvider> : form);
  return { user };
}

async function openMap(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pick on map' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pick on map' });
  return { dialog, map: within(dialog).getByRole('application', { name: 'Map' }) };
}

const tileSources = (map: HTMLElement) => [...map.querySelectorAll('img')].map((image) => image.getAttribute('src'));

describe('CoordinateFields', () => {
  it('offers no map without a tile server, as before', () => {
    renderForm();
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick on map' })).not.toBeInTheDocument();
  });

  it('offers no map when the server says it has no tile server', () => {
    renderForm({ settings: { tiles: null, yard: minneapolisYard } });
    expect(screen.queryByRole('button', { name: 'Pick on map' })).not.toBeInTheDocument();
  });

  it('with a tile server, opens on the yard and loads its tiles from the configured template', async () => {
    const { user } = renderForm({ settings: { tiles, yard: minneapolisYard } });
    const { dialog, map } = await openMap(user);
    // A 480 × 320 box at zoom 12 over the yard: tiles 985–987 across, 1473–1474 down (web-mercator.test.ts).
    expect(tileSources(map)).toEqual([
      'https://tiles.example.test/osm/12/985/1473.png',
      'https://tiles.example.test/osm/12/986/1473.png',
      'https://tiles.example.test/osm/12/987/1473.png',
      'https://tiles.example.test/osm/12/985/1474.png',
      'https://tiles.example.test/osm/12/986/1474.png',
      'https://tiles.example.test/osm/12/987/1474.png',
    ]);
    expect(within(dialog).getByText('© OpenStreetMap contributors')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No pin yet.');
    expect(within(dialog).getByRole('button', { name: 'Use this position' })).toBeDisabled();
    expect(map).toHaveAccessibleDescription(/arrow keys to move the map, \+ and − to zoom.*Enter to drop the pin at the crosshair/);
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('picking by keyboard (zoom in, move east and north, Enter) writes both fields to 6 decimals, dirty and validated', async () => {
    const { user } = renderForm({ settings: { tiles, yard: minneapolisYard }, latitude: '44.9' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter both the latitude and the longitude, or neither')).toBeInTheDocument();

    const { dialog, map } = await openMap(user);
    // A latitude alone is no position: the map opens on the yard, with the keyboard's focus on it.
    expect(tileSources(map)).toContain('https://tiles.example.test/osm/12/986/1473.png');
    expect(map).toHaveFocus();
    await user.keyboard('+{ArrowRight}{ArrowUp}');
    expect(tileSources(map)).toEqual([
      'https://tiles.example.test/osm/13/1973/2946.png',
      'https://tiles.example.test/osm/13/1974/2946.png',
      'https://tiles.example.test/osm/13/1973/2947.png',
      'https://tiles.example.test/osm/13/1974/2947.png',
    ]);
    await user.keyboard('{Enter}');
    // 64 pixels at zoom 13 (a world 2,097,152 pixels wide) are 0.010986° of longitude east, and here 0.00777° north.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Pin at 44.985571, -93.254014');
    await user.click(within(dialog).getByRole('button', { name: 'Use this position' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue(44.985571);
    expect(screen.getByLabelText('Longitude')).toHaveValue(-93.254014);
    expect(screen.getByText('Changed')).toBeInTheDocument();
    expect(screen.queryByText('Enter both the latitude and the longitude, or neither')).not.toBeInTheDocument();
  });

  it('opens pinned on the coordinates already typed, at street level', async () => {
    const { user } = renderForm({ settings: { tiles, yard: minneapolisYard }, latitude: '44.9606', longitude: '-93.2776' });
    const { dialog, map } = await openMap(user);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Pin at 44.960600, -93.277600');
    expect(tileSources(map)).toContain('https://tiles.example.test/osm/17/31574/47170.png');
    expect(tileSources(map).every((source) => source?.startsWith('https://tiles.example.test/osm/17/'))).toBe(true);
    expect(within(map).getByTestId('map-pin')).toBeInTheDocument();
  });

  it('without coordinates or a yard, opens on the whole USA', async () => {
    const { user } = renderForm({ settings: { tiles, yard: null } });
    const { map } = await openMap(user);
    expect(tileSources(map)).toEqual(['4/2/5', '4/3/5', '4/4/5', '4/2/6', '4/3/6', '4/4/6'].map((tile) => `https://tiles.example.test/osm/${tile}.png`));
  });

  it('a click drops the pin where it lands; a drag moves the map and drops nothing', async () => {
    const { user } = renderForm({ settings: { tiles, yard: minneapolisYard } });
    const { dialog, map } = await openMap(user);

    // A drag of one tile (256 pixels) east: the map follows the pointer, so the tiles move one column right.
    await user.pointer([{ keys: '[MouseLeft>]', target: map, coords: { clientX: 100, clientY: 100 } }, { coords: { clientX: 356, clientY: 100 } }, { keys: '[/MouseLeft]' }]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('No pin yet.');
    expect(tileSources(map)).toEqual([
      'https://tiles.example.test/osm/12/984/1473.png',
      'https://tiles.example.test/osm/12/985/1473.png',
      'https://tiles.example.test/osm/12/986/1473.png',
      'https://tiles.example.test/osm/12/984/1474.png',
      'https://tiles.example.test/osm/12/985/1474.png',
      'https://tiles.example.test/osm/12/986/1474.png',
    ]);

    // The middle pixel of the box: 256 pixels (0.087891°) west of the yard, and 0.47 pixel (0.00011°) north of it,
    // as the box sits on whole pixels.
    await user.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: 240, clientY: 160 } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Pin at 44.977914, -93.352890');
  });

  it('Cancel leaves the fields as they were', async () => {
    const { user } = renderForm({ settings: { tiles, yard: minneapolisYard } });
    const { dialog } = await openMap(user);
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue(null);
    expect(screen.getByLabelText('Longitude')).toHaveValue(null);
    expect(screen.getByText('Unchanged')).toBeInTheDocument();
  });
});
