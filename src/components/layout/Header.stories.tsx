import type { Meta, StoryObj } from "@storybook/react-vite";
import { Header } from "./Header.tsx";

const meta = { title: "Layout/Header", component: Header } satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };
export const AboutActiveEnglish: Story = { parameters: { route: "/about" } };
export const AboutActiveGerman: Story = { globals: { language: "de" }, parameters: { route: "/uber-uns" } };
