package io.github.tansaku.examples.teach;

import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Plain SVG charts drawn by the project, for measurements people would rather look at than read:
 * a horizontal bar chart (one bar per label, positive and negative values about a zero line,
 * optionally with an error bar from a low to a high value on each, such as a 95 % interval) and
 * a line chart (several series over whole-number x values, on a y axis from zero, fitted to the
 * values, or logarithmic).
 * A chart is written as an {@code svg} element into a page or as a standalone document.
 */
public abstract sealed class SvgChart permits SvgChart.Bars, SvgChart.Lines {

    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"};
    private static final String STYLE = "text { font-family: sans-serif; font-size: 12px; fill: #222; } "
            + "text.title { font-size: 15px; font-weight: bold; } line.axis { stroke: #444; } "
            + "line.grid { stroke: #ddd; } line.error { stroke: #222; stroke-width: 1.5; }";

    private final String title;

    private SvgChart(String title) {
        this.title = title;
    }

    /** The chart's title. */
    public String title() {
        return title;
    }

    /**
     * Bars: {@code values[i]} for {@code labels[i]}, written with {@code unit} after each value.
     *
     * @throws IllegalArgumentException when the lists differ in length or are empty
     */
    public static SvgChart bars(String title, List<String> labels, double[] values, String unit) {
        return new Bars(title, labels, values, null, null, unit);
    }

    /**
     * Bars with error bars: {@code values[i]} for {@code labels[i]}, and an error bar from
     * {@code lows[i]} to {@code highs[i]} (an interval about the value), each written with
     * {@code unit} after it.
     *
     * @throws IllegalArgumentException when the lists differ in length or are empty, or when an
     *     interval does not hold its value
     */
    public static SvgChart bars(String title, List<String> labels, double[] values, double[] lows, double[] highs,
            String unit) {
        return new Bars(title, labels, values, lows, highs, unit);
    }

    /**
     * Lines: series {@code names[s]} has {@code values[s][i]} at {@code xs[i]} (a value of 0 or
     * less is left out on a logarithmic axis).
     *
     * @throws IllegalArgumentException when the arrays do not fit together or are empty
     */
    public static SvgChart lines(String title, String xName, String yName, int[] xs, List<String> names,
            double[][] values, boolean logarithmic) {
        return new Lines(title, xName, yName, xs, names, values, logarithmic ? Scale.LOGARITHMIC : Scale.FROM_ZERO);
    }

    /**
     * Lines on a linear y axis fitted to the values rather than drawn from zero, for values that
     * move little about a large one (a parameter's estimate during tuning).
     *
     * @throws IllegalArgumentException when the arrays do not fit together or are empty
     */
    public static SvgChart fittedLines(String title, String xName, String yName, int[] xs, List<String> names,
            double[][] values) {
        return new Lines(title, xName, yName, xs, names, values, Scale.FITTED);
    }

    /** A line chart's y axis. */
    enum Scale {
        /** Linear, from zero (or below, for negative values) up to the largest value. */
        FROM_ZERO,
        /** Linear, from a little below the smallest value to a little above the largest. */
        FITTED,
        /** Powers of ten. */
        LOGARITHMIC
    }

    /** The chart as a standalone SVG document. */
    public String toSvg() {
        StringWriter out = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            writeElement(xml);
            xml.writeEndDocument();
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write the chart: " + e.getMessage(), e);
        }
        return out.toString();
    }

    /** Writes the chart as an {@code svg} element. */
    public void writeElement(XMLStreamWriter xml) throws XMLStreamException {
        // Wide enough for the title too (about 8.5 pixels a character in the title's bold 15 px).
        int width = Math.max(width(), (int) Math.ceil(title.length() * 8.5) + 40);
        int height = height();
        xml.writeStartElement("svg");
        xml.writeDefaultNamespace(SVG);
        xml.writeAttribute("width", Integer.toString(width));
        xml.writeAttribute("height", Integer.toString(height));
        xml.writeAttribute("viewBox", "0 0 " + width + " " + height);
        xml.writeStartElement("style");
        xml.writeCharacters(STYLE);
        xml.writeEndElement();
        text(xml, "title", width / 2.0, 22, "middle", title);
        body(xml);
        xml.writeEndElement();
    }

    abstract int width();

    abstract int height();

    abstract void body(XMLStreamWriter xml) throws XMLStreamException;

    static void text(XMLStreamWriter xml, String cssClass, double x, double y, String anchor, String content)
            throws XMLStreamException {
        xml.writeStartElement("text");
        if (cssClass != null) {
            xml.writeAttribute("class", cssClass);
        }
        xml.writeAttribute("x", number(x));
        xml.writeAttribute("y", number(y));
        xml.writeAttribute("text-anchor", anchor);
        xml.writeCharacters(content);
        xml.writeEndElement();
    }

    static void line(XMLStreamWriter xml, String cssClass, double x1, double y1, double x2, double y2)
            throws XMLStreamException {
        xml.writeEmptyElement("line");
        xml.writeAttribute("class", cssClass);
        xml.writeAttribute("x1", number(x1));
        xml.writeAttribute("y1", number(y1));
        xml.writeAttribute("x2", number(x2));
        xml.writeAttribute("y2", number(y2));
    }

    static String number(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /** {@code value} with its sign and one decimal; a value that rounds to zero is "+0.0", never "-0.0". */
    static String signed(double value) {
        String text = String.format(Locale.ROOT, "%+.1f", value);
        return text.equals("-0.0") ? "+0.0" : text;
    }

    static String colour(int index) {
        return COLOURS[index % COLOURS.length];
    }

    /** A horizontal bar chart. */
    static final class Bars extends SvgChart {
        private static final int LABEL_WIDTH = 230;
        private static final int PLOT_WIDTH = 420;
        private static final int BAR = 20;
        private static final int TOP = 40;
        private final List<String> labels;
        private final double[] values;
        private final double[] lows;
        private final double[] highs;
        private final String unit;

        /** {@code lows} and {@code highs} are both null (no error bars) or hold one interval per value. */
        Bars(String title, List<String> labels, double[] values, double[] lows, double[] highs, String unit) {
            super(title);
            if (labels.isEmpty() || labels.size() != values.length) {
                throw new IllegalArgumentException("a bar chart needs one value per label, and at least one: "
                        + labels.size() + " labels, " + values.length + " values");
            }
            if ((lows == null) != (highs == null)
                    || lows != null && (lows.length != values.length || highs.length != values.length)) {
                throw new IllegalArgumentException("error bars need a low and a high end for every value");
            }
            for (int i = 0; lows != null && i < values.length; i++) {
                if (!(lows[i] <= values[i] && values[i] <= highs[i])) {
                    throw new IllegalArgumentException("the interval [" + lows[i] + ", " + highs[i] + "] of "
                            + labels.get(i) + " does not hold its value " + values[i]);
                }
            }
            this.labels = List.copyOf(labels);
            this.values = values.clone();
            this.lows = lows == null ? null : lows.clone();
            this.highs = highs == null ? null : highs.clone();
            this.unit = unit;
        }

        @Override
        int width() {
            return LABEL_WIDTH + PLOT_WIDTH + (lows == null ? 90 : 190);
        }

        @Override
        int height() {
            return TOP + BAR * labels.size() + 30;
        }

        @Override
        void body(XMLStreamWriter xml) throws XMLStreamException {
            double low = 0;
            double high = 0;
            for (int i = 0; i < values.length; i++) {
                low = Math.min(low, lows == null ? values[i] : lows[i]);
                high = Math.max(high, highs == null ? values[i] : highs[i]);
            }
            double span = Math.max(high - low, 1e-9);
            double zero = LABEL_WIDTH + PLOT_WIDTH * (-low / span);
            for (int i = 0; i < values.length; i++) {
                double y = TOP + BAR * i;
                double x1 = zero;
                double x2 = LABEL_WIDTH + PLOT_WIDTH * ((values[i] - low) / span);
                double textX = Math.max(x1, x2);
                xml.writeStartElement("g");
                xml.writeAttribute("class", "bar");
                text(xml, "label", LABEL_WIDTH - 8, y + 14, "end", labels.get(i));
                xml.writeEmptyElement("rect");
                xml.writeAttribute("x", number(Math.min(x1, x2)));
                xml.writeAttribute("y", number(y + 3));
                xml.writeAttribute("width", number(Math.abs(x2 - x1)));
                xml.writeAttribute("height", Integer.toString(BAR - 6));
                xml.writeAttribute("fill", values[i] >= 0 ? colour(0) : colour(1));
                String value = signed(values[i]) + unit;
                if (lows != null) {
                    double from = LABEL_WIDTH + PLOT_WIDTH * ((lows[i] - low) / span);
                    double to = LABEL_WIDTH + PLOT_WIDTH * ((highs[i] - low) / span);
                    errorBar(xml, from, to, y + BAR / 2.0);
                    textX = Math.max(textX, to);
                    value += " [" + signed(lows[i]) + ", " + signed(highs[i]) + "]";
                }
                text(xml, "value", textX + 4, y + 14, "start", value);
                xml.writeEndElement();
            }
            line(xml, "axis", zero, TOP, zero, TOP + BAR * values.length);
        }

        /** A horizontal error bar from {@code from} to {@code to} at height {@code y}, with end caps. */
        private static void errorBar(XMLStreamWriter xml, double from, double to, double y) throws XMLStreamException {
            line(xml, "error", from, y, to, y);
            line(xml, "error", from, y - 5, from, y + 5);
            line(xml, "error", to, y - 5, to, y + 5);
        }
    }

    /** A line chart. */
    static final class Lines extends SvgChart {
        private static final int LEFT = 80;
        private static final int TOP = 40;
        private static final int PLOT_WIDTH = 520;
        private static final int PLOT_HEIGHT = 300;
        private final String xName;
        private final String yName;
        private final int[] xs;
        private final List<String> names;
        private final double[][] values;
        private final Scale scale;

        Lines(String title, String xName, String yName, int[] xs, List<String> names, double[][] values, Scale scale) {
            super(title);
            if (xs.length == 0 || names.isEmpty() || names.size() != values.length) {
                throw new IllegalArgumentException("a line chart needs x values and one series of values per name");
            }
            for (double[] series : values) {
                if (series.length != xs.length) {
                    throw new IllegalArgumentException("every series needs one value per x: " + series.length
                            + " values for " + xs.length + " x");
                }
            }
            this.xName = xName;
            this.yName = yName;
            this.xs = xs.clone();
            this.names = List.copyOf(names);
            this.values = values.clone();
            this.scale = scale;
        }

        private boolean logarithmic() {
            return scale == Scale.LOGARITHMIC;
        }

        @Override
        int width() {
            return LEFT + PLOT_WIDTH + 170;
        }

        @Override
        int height() {
            return TOP + PLOT_HEIGHT + 60;
        }

        private double scaled(double v) {
            return logarithmic() ? Math.log10(v) : v;
        }

        @Override
        void body(XMLStreamWriter xml) throws XMLStreamException {
            double low = Double.POSITIVE_INFINITY;
            double high = Double.NEGATIVE_INFINITY;
            for (double[] series : values) {
                for (double v : series) {
                    if (!logarithmic() || v > 0) {
                        low = Math.min(low, scaled(v));
                        high = Math.max(high, scaled(v));
                    }
                }
            }
            if (logarithmic()) {
                low = Math.floor(low);
                high = Math.ceil(high);
            } else if (scale == Scale.FITTED) {
                double margin = high > low ? (high - low) / 20 : Math.max(Math.abs(low) / 100, 0.001);
                low -= margin;
                high += margin;
            } else {
                low = Math.min(0, low);
                high = Math.ceil(high);
            }
            if (high <= low) {
                high = low + 1;
            }
            double yLow = low;
            double ySpan = high - low;
            int xLow = xs[0];
            int xSpan = Math.max(1, xs[xs.length - 1] - xs[0]);
            // Grid and axes.
            // Whole-number ticks: powers of ten on a logarithmic axis, units on a short linear one.
            int ticks = scale == Scale.FITTED ? 5 : logarithmic() || ySpan <= 10 ? (int) Math.round(ySpan) : 5;
            String tickFormat = scale != Scale.FITTED ? null
                    : ySpan >= 50 ? "%.0f" : ySpan >= 5 ? "%.1f" : ySpan >= 0.5 ? "%.2f" : "%.3f";
            for (int t = 0; t <= ticks; t++) {
                double v = yLow + ySpan * t / ticks;
                double y = TOP + PLOT_HEIGHT - PLOT_HEIGHT * (v - yLow) / ySpan;
                line(xml, "grid", LEFT, y, LEFT + PLOT_WIDTH, y);
                String label = logarithmic() ? String.format(Locale.ROOT, "%,.0f", Math.pow(10, v))
                        : tickFormat != null ? String.format(Locale.ROOT, tickFormat, v)
                        : String.format(Locale.ROOT, v == Math.rint(v) ? "%.0f" : "%.1f", v);
                text(xml, null, LEFT - 6, y + 4, "end", label);
            }
            for (int x : xs) {
                double px = LEFT + PLOT_WIDTH * (x - xLow) / (double) xSpan;
                text(xml, null, px, TOP + PLOT_HEIGHT + 16, "middle", Integer.toString(x));
            }
            line(xml, "axis", LEFT, TOP + PLOT_HEIGHT, LEFT + PLOT_WIDTH, TOP + PLOT_HEIGHT);
            line(xml, "axis", LEFT, TOP, LEFT, TOP + PLOT_HEIGHT);
            text(xml, null, LEFT + PLOT_WIDTH / 2.0, TOP + PLOT_HEIGHT + 36, "middle", xName);
            text(xml, null, 14, TOP - 10, "start", yName + (logarithmic() ? " (logarithmic)" : ""));
            for (int s = 0; s < values.length; s++) {
                StringBuilder points = new StringBuilder();
                for (int i = 0; i < xs.length; i++) {
                    if (logarithmic() && values[s][i] <= 0) {
                        continue;
                    }
                    double px = LEFT + PLOT_WIDTH * (xs[i] - xLow) / (double) xSpan;
                    double py = TOP + PLOT_HEIGHT - PLOT_HEIGHT * (scaled(values[s][i]) - yLow) / ySpan;
                    points.append(points.length() == 0 ? "" : " ").append(number(px)).append(',').append(number(py));
                }
                xml.writeStartElement("g");
                xml.writeAttribute("class", "series");
                xml.writeEmptyElement("polyline");
                xml.writeAttribute("points", points.toString());
                xml.writeAttribute("fill", "none");
                xml.writeAttribute("stroke", colour(s));
                xml.writeAttribute("stroke-width", "2.5");
                double ly = TOP + 20 + 20 * s;
                xml.writeEmptyElement("rect");
                xml.writeAttribute("x", number(LEFT + PLOT_WIDTH + 14));
                xml.writeAttribute("y", number(ly - 6));
                xml.writeAttribute("width", "20");
                xml.writeAttribute("height", "4");
                xml.writeAttribute("fill", colour(s));
                text(xml, "name", LEFT + PLOT_WIDTH + 40, ly, "start", names.get(s));
                xml.writeEndElement();
            }
        }
    }
}
