import { expect, type Locator, type Page } from '@playwright/test';

/** The Book a class screen's "Add open time slot" dialog, as the booking journeys fill it. */
export const slotDialog = (page: Page) => page.getByRole('dialog', { name: 'Add open time slot' });

export async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add open time slot' }).click();
  const dialog = slotDialog(page);
  await expect(dialog.getByLabel('Email')).toBeVisible();
  return dialog;
}

async function chooseFirstCourse(page: Page, dialog: Locator) {
  await dialog.getByLabel('Course').click();
  await page.getByRole('option').first().click();
}

export interface SlotFields {
  date: string;
  start: string;
  end: string;
  notes?: string;
}

export async function fillSlot(page: Page, dialog: Locator, { date, start, end, notes = 'Bring the workbook' }: SlotFields) {
  await chooseFirstCourse(page, dialog);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Start time').fill(start);
  await dialog.getByLabel('End time').fill(end);
  await dialog.getByLabel('Notes').fill(notes);
}
