import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { DocumentsPage } from './documents-page';
import { documentDto } from './test-data';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the Documents page in Spanish', () => {
  it('speaks Spanish once Spanish is chosen', async () => {
    await activateLanguage('es');
    const lease = documentDto({
      id: 1,
      name: 'contrato.pdf',
      uploaded_at: '2025-03-05T12:00:00.000Z',
      links: [{ entity: 'networth_item', entity_id: 2 }],
    });
    stubApi(({ path }) => reply(200, { documents: path === '/api/documents' ? [lease] : [] }));
    renderSignedIn(<DocumentsPage />, { plan: 'premium' });

    expect(screen.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    expect(screen.getByLabelText('Elegir archivos')).toHaveAccessibleDescription(
      'Puede subir archivos PDF, JPEG, PNG, WebP, HEIC, HEIF, CSV, XLSX, DOCX o TXT.',
    );
    expect(screen.getByLabelText('Tomar una foto')).toBeInTheDocument();
    expect(await screen.findByText('PDF · 2.4 MB · Subido el 5 mar 2025')).toBeVisible();
    expect(screen.getByText('Elemento del patrimonio neto')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver contrato.pdf' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar documentos' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Borrados recientemente' })).toBeVisible();
  });
});
