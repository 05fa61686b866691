package io.github.tansaku.examples.teach;

import io.github.tansaku.search.trace.TracedNode;
import io.github.tansaku.search.trace.TreeSvg;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The teaching page: one self-contained HTML file (no server, no network), written as XHTML so
 * that it is also well-formed XML. Each section shows several traced searches of one position
 * side by side as pictures and steps through them together, node by node: the window each node
 * is entered with, the score it returns, the cut. The traces are in the page as inline JSON; an
 * inline script hides what has not happened yet. Without scripts the whole trees show.
 *
 * <p>The script offers {@code teach.go(sectionId, step)} and {@code teach.step(sectionId)} to
 * other scripts, and opens the page at the steps a location hash names, such as
 * {@code index.html#article=12} (the browser test steps through the page that way).
 */
public final class TeachPage {

    /**
     * One section of the page: a heading, an explanation and the searches to show side by side.
     *
     * @param id the section's id, used in element ids (letters and digits)
     * @param title the heading
     * @param explanation paragraphs of text
     * @param searches the searches, shown left to right
     */
    public record Section(String id, String title, List<String> explanation, List<TracedSearch> searches) {
    }

    private static final String XHTML = "http://www.w3.org/1999/xhtml";
    private static final String STYLE = String.join("\n",
            "body { font-family: sans-serif; margin: 1.5em; color: #222; }",
            ".panels { display: flex; gap: 1em; align-items: flex-start; }",
            ".panel { flex: 1 1 0; min-width: 0; border: 1px solid #ccd; border-radius: 6px; padding: 0.5em; }",
            ".panel h3 { margin: 0.2em 0; }",
            ".picture { overflow: auto; max-height: 70vh; }",
            ".picture.fit svg { width: 100%; height: auto; }",
            ".status { font-family: monospace; min-height: 2.6em; background: #f4f6fb; padding: 0.3em; }",
            ".controls button { font-size: 1em; margin-right: 0.3em; }",
            ".legend { color: #555; font-size: 0.9em; }");

    /** Pictures up to this wide are scaled to fit their panel. */
    private static final int FIT_WIDTH = 1600;

    private TeachPage() {
    }

    /**
     * Writes the page with {@code sections}, then {@code charts} under the heading "Measurements",
     * to {@code out}.
     *
     * @throws IllegalStateException when writing fails
     */
    public static void write(String title, List<String> introduction, List<Section> sections, List<SvgChart> charts,
            Writer out) {
        try {
            XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
            xml.writeDTD("<!DOCTYPE html>");
            xml.writeCharacters("\n");
            xml.writeStartElement("html");
            xml.writeDefaultNamespace(XHTML);
            xml.writeAttribute("lang", "en");
            head(xml, title);
            xml.writeStartElement("body");
            element(xml, "h1", title);
            for (String paragraph : introduction) {
                element(xml, "p", paragraph);
            }
            element(xml, "p", "Legend: each box shows the move that led to the node, the window (alpha, beta) it was "
                    + "entered with and the score it returned: '= v' inside the window, '≥ v' failed high (a beta cut "
                    + "or a lower bound), '≤ v' failed low. Bold: the principal variation. Grey dashed: moves never "
                    + "searched, after a beta cut or pruned by the technique named. Orange: the node being searched.",
                    "legend");
            for (Section section : sections) {
                section(xml, section);
            }
            if (!charts.isEmpty()) {
                xml.writeStartElement("section");
                xml.writeAttribute("id", "measurements");
                element(xml, "h2", "Measurements");
                for (SvgChart chart : charts) {
                    xml.writeStartElement("div");
                    xml.writeAttribute("class", "chart");
                    chart.writeElement(xml);
                    xml.writeEndElement();
                }
                xml.writeEndElement();
            }
            script(xml, sections);
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write the teaching page: " + e.getMessage(), e);
        }
    }

    private static void head(XMLStreamWriter xml, String title) throws XMLStreamException {
        xml.writeStartElement("head");
        xml.writeEmptyElement("meta");
        xml.writeAttribute("charset", "UTF-8");
        element(xml, "title", title);
        xml.writeStartElement("style");
        xml.writeCharacters(STYLE);
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static void section(XMLStreamWriter xml, Section section) throws XMLStreamException {
        xml.writeStartElement("section");
        xml.writeAttribute("id", section.id());
        element(xml, "h2", section.title());
        for (String paragraph : section.explanation()) {
            element(xml, "p", paragraph);
        }
        xml.writeStartElement("div");
        xml.writeAttribute("class", "controls");
        button(xml, section.id(), "first", "start");
        button(xml, section.id(), "back", "◀ back");
        button(xml, section.id(), "next", "step ▶");
        button(xml, section.id(), "last", "end");
        xml.writeStartElement("span");
        xml.writeAttribute("id", section.id() + "-step");
        xml.writeCharacters("all steps shown");
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeStartElement("div");
        xml.writeAttribute("class", "panels");
        for (TracedSearch search : section.searches()) {
            panel(xml, panelId(section, search), search);
        }
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static String panelId(Section section, TracedSearch search) {
        return section.id() + "-" + search.searcher().toLowerCase(java.util.Locale.ROOT);
    }

    private static void panel(XMLStreamWriter xml, String id, TracedSearch search) throws XMLStreamException {
        xml.writeStartElement("div");
        xml.writeAttribute("class", "panel");
        xml.writeAttribute("id", id);
        element(xml, "h3", search.searcher());
        int drawn = search.root().size();
        element(xml, "p", search.nodes() + " nodes searched"
                + (drawn == search.nodes() ? "" : "; the picture shows the last iteration's " + drawn) + ".", "legend");
        xml.writeStartElement("div");
        xml.writeAttribute("class", "status");
        xml.writeAttribute("id", id + "-status");
        xml.writeCharacters("The whole search.");
        xml.writeEndElement();
        xml.writeStartElement("div");
        // Small trees are scaled to the panel's width; wide ones keep their size and scroll.
        xml.writeAttribute("class", TreeSvg.width(search.root()) <= FIT_WIDTH ? "picture fit" : "picture");
        TreeSvg.writeElement(search.root(), search.scores(), id + "-", xml);
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static void button(XMLStreamWriter xml, String section, String action, String label)
            throws XMLStreamException {
        xml.writeStartElement("button");
        xml.writeAttribute("type", "button");
        xml.writeAttribute("data-section", section);
        xml.writeAttribute("data-action", action);
        xml.writeCharacters(label);
        xml.writeEndElement();
    }

    private static void element(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        element(xml, name, text, null);
    }

    private static void element(XMLStreamWriter xml, String name, String text, String cssClass)
            throws XMLStreamException {
        xml.writeStartElement(name);
        if (cssClass != null) {
            xml.writeAttribute("class", cssClass);
        }
        xml.writeCharacters(text);
        xml.writeEndElement();
    }

    /**
     * The script: the traces as JSON, then the stepping code. Inside a CDATA section opened and
     * closed behind line comments, so that the same text is valid to an XML parser and to a
     * browser's HTML parser.
     */
    private static void script(XMLStreamWriter xml, List<Section> sections) throws XMLStreamException {
        StringBuilder json = new StringBuilder("{");
        for (int s = 0; s < sections.size(); s++) {
            Section section = sections.get(s);
            json.append(s == 0 ? "" : ",").append(Json.string(section.id())).append(":[");
            for (int p = 0; p < section.searches().size(); p++) {
                TracedSearch search = section.searches().get(p);
                json.append(p == 0 ? "" : ",").append("{\"id\":").append(Json.string(panelId(section, search)))
                        .append(",\"events\":").append(events(search)).append('}');
            }
            json.append(']');
        }
        json.append('}');
        xml.writeStartElement("script");
        xml.writeCharacters("//");
        xml.writeCData("\nvar TRACES = " + json + ";\n" + StepScript.SOURCE + "\n//");
        xml.writeCharacters("\n");
        xml.writeEndElement();
    }

    /** The node-by-node events of a search: [type, node id, text], entering and leaving in order. */
    static String events(TracedSearch search) {
        List<String> events = new ArrayList<>();
        collect(search.root(), search.scores(), events);
        return "[" + String.join(",", events) + "]";
    }

    private static void collect(TracedNode node, IntFunction<String> scores, List<String> events) {
        String window = "(" + scores.apply(node.alpha()) + ", " + scores.apply(node.beta()) + ")";
        events.add("[\"enter\"," + node.id() + "," + Json.string("enter " + node.move() + " (ply " + node.ply()
                + ", depth " + node.depth() + ") with the window " + window) + "]");
        for (TracedNode child : node.children()) {
            collect(child, scores, events);
        }
        String result = node.finished() ? scores.apply(node.score()) : "nothing (stopped)";
        String how = switch (node.bound()) {
            case LOWER -> " ≥ beta: fails high";
            case UPPER -> " ≤ alpha: fails low";
            case EXACT -> ", inside the window";
        };
        String text = node.move() + " returns " + result + how;
        if (node.cut()) {
            text += node.unsearched().isEmpty() ? "; beta cut"
                    : "; beta cut: " + String.join(", ", node.unsearched()) + " never searched";
        }
        for (TracedNode.Mark mark : node.marks()) {
            if (mark.move() == null) {
                text += "; " + mark.text();
            }
        }
        events.add("[\"leave\"," + node.id() + "," + Json.string(text) + "]");
    }
}
