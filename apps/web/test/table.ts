import { screen } from '@testing-library/react';

/** The table row showing `text`, once it has rendered. */
export const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
