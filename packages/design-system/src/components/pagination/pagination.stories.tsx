import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Pagination } from './pagination.tsx'

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { total: 137, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab to the page buttons, Enter goes to a page; the size chooser is a native select. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    await expect(canvas.getByText('1–10 of 137')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    canvas.getByRole('button', { name: /page 2/i }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPageChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }))
    await expect(canvas.getByText('11–20 of 137')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /page 2/i })).toHaveAttribute('aria-current', 'page')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50')
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 50 }))
  },
}

export const MiddlePage: Story = { args: { defaultPage: 7 } }

export const LastPage: Story = {
  args: { defaultPage: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('131–137 of 137')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

export const Empty: Story = { args: { total: 0, pageSizes: [] } }
